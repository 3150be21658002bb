import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type SystemResponse } from '@buildmentor/contracts';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { DEAD_LETTERS, REPLAYS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CONFIG } from '../../infrastructure/tokens';
import { projectionProgress } from '../../status/projection-progress';
import { GetSystemStatusQuery } from './get-system-status.query';

/** The System tab: everything an operator checks before and after a blue/green replay. */
@QueryHandler(GetSystemStatusQuery)
export class GetSystemStatusHandler implements IQueryHandler<GetSystemStatusQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ withHashes }: GetSystemStatusQuery): Promise<SystemResponse> {
    const { head, checkpoint, namespace, lag } = await projectionProgress(this.eventStore, this.readModels);
    const letters = await this.readModels.collection(DEAD_LETTERS);
    const replays = await this.readModels.collection(REPLAYS);
    const [deadCount, recent, replayDocs] = await Promise.all([
      letters.countDocuments({}),
      letters.find({}, { sort: { _position: -1 }, limit: 20 }),
      replays.find({}, { sort: { requested_at: -1 }, limit: 10 }),
    ]);
    return {
      event_store: { kind: this.config.EVENT_STORE, head_position: head },
      projector: { live_namespace: namespace, checkpoint, lag_events: lag },
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
    };
  }
}
