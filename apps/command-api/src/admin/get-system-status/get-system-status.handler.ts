import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type ApiFigures, type SystemResponse } from '@buildmentor/contracts';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { DEAD_LETTERS, REPLAYS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { ApiMetrics, type ApiMetricsSnapshot } from '../../shared/metrics/api-metrics';
import { projectionProgress } from '../../status/projection-progress';
import { GetSystemStatusQuery } from './get-system-status.query';

/** The System tab: everything an operator checks before and after a blue/green replay. */
@QueryHandler(GetSystemStatusQuery)
export class GetSystemStatusHandler implements IQueryHandler<GetSystemStatusQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ApiMetrics) private readonly metrics: ApiMetrics,
  ) {}

  async execute({ withHashes }: GetSystemStatusQuery): Promise<SystemResponse> {
    const { head, namespace, ...progress } = await projectionProgress(
      this.eventStore,
      this.readModels,
      this.clock(),
    );
    const letters = await this.readModels.collection(DEAD_LETTERS);
    const replays = await this.readModels.collection(REPLAYS);
    const [deadCount, recent, replayDocs] = await Promise.all([
      letters.countDocuments({}),
      letters.find({}, { sort: { _position: -1 }, limit: 20 }),
      replays.find({}, { sort: { requested_at: -1 }, limit: 10 }),
    ]);
    return {
      event_store: { kind: this.config.EVENT_STORE, head_position: head },
      projector: { live_namespace: namespace, ...progress },
      dead_letters: {
        count: deadCount,
        recent: recent.map((d) => ({
          id: d._id,
          projection: d.projection,
          event_id: d.event_id,
          event_type: d.event_type,
          stream_id: d.stream_id,
          position: d._position,
          error: d.error,
        })),
      },
      // Read models of the log only: `replays` is the projector's bookkeeping (as in its own hashes).
      read_model_hashes: withHashes ? await this.readModels.contentHashes() : null,
      replays: replayDocs.map(({ _id: _ignored, ...doc }) => doc),
      // From this process's own registry, not a scrape: what GET /api/metrics would show.
      api: apiFigures(await this.metrics.snapshot()),
    };
  }
}

const milliseconds = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 1000));

function apiFigures(snapshot: ApiMetricsSnapshot): ApiFigures {
  return {
    since: snapshot.since.toISOString(),
    requests: snapshot.requests,
    request_p95_ms: milliseconds(snapshot.requestP95Seconds),
    appended_events: snapshot.appendedEvents,
    append_conflicts: snapshot.appendConflicts,
    answers: snapshot.answers,
    answer_median_ms: milliseconds(snapshot.answerMedianSeconds),
    upload_bytes: snapshot.uploadBytes,
  };
}
