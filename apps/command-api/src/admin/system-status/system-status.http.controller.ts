import { Controller, Get, Inject, Query } from '@nestjs/common';
import { type AppConfig } from '@buildmentor/config';
import { type ReplayStatus, systemQuerySchema, systemResponseSchema, type SystemResponse } from '@buildmentor/contracts';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { type Doc } from '@buildmentor/read-store';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CONFIG } from '../../infrastructure/tokens';
import { type DeadLetterView, REPLAYS_COLLECTION } from '../admin-read-models';

type ReplayView = Doc & ReplayStatus;

export const systemStatusDoc: RouteDoc = {
  method: 'get', path: '/api/admin/system', summary: 'Admin: event store head, projector checkpoint and lag, dead letters, read-model hashes and replays', tag: 'admin', auth: true, adminOnly: true, query: systemQuerySchema, response: systemResponseSchema, errors: [403],
};

/** The System tab: everything an operator checks before and after a blue/green replay. */
@Controller('admin')
export class SystemStatusController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @AdminOnly()
  @Get('system')
  async system(@Query() query: unknown): Promise<SystemResponse> {
    const { hashes } = parseRequest(systemQuerySchema, query, 'query');
    const [head, checkpoint, namespace] = await Promise.all([this.eventStore.headPosition(), this.readModels.checkpoint(), this.readModels.namespace()]);
    const letters = await this.readModels.collection<DeadLetterView>('dead_letters');
    const replays = await this.readModels.collection<ReplayView>(REPLAYS_COLLECTION);
    const [deadCount, recent, replayDocs] = await Promise.all([
      letters.countDocuments({}),
      letters.find({}, { sort: { _position: -1 }, limit: 20 }),
      replays.find({}, { sort: { requested_at: -1 }, limit: 10 }),
    ]);
    return {
      event_store: { kind: this.config.EVENT_STORE, head_position: head },
      projector: { live_namespace: namespace, checkpoint, lag_events: Math.max(0, head - checkpoint) },
      dead_letters: {
        count: deadCount,
        recent: recent.map((d) => ({ id: d._id, projection: d.projection, event_id: d.event_id, event_type: d.event_type, stream_id: d.stream_id, position: d._position, error: d.error })),
      },
      // `replays` is the projector's bookkeeping, not a read model of the log (as in its own hashes).
      read_model_hashes: hashes === 'true' ? await this.readModels.contentHashes(new Set([REPLAYS_COLLECTION])) : null,
      replays: replayDocs.map(({ _id: _ignored, ...doc }) => doc),
    };
  }
}
