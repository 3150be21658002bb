import { Controller, Get, Inject } from '@nestjs/common';
import { type AppConfig } from '@buildmentor/config';
import { statusResponseSchema, type StatusResponse } from '@buildmentor/contracts';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { Public } from '../../auth/public.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';

/** More events than this between the log and the read models reports the service as degraded. */
const DEGRADED_LAG_EVENTS = 1000;

export const getStatusDoc: RouteDoc = {
  method: 'get',
  path: '/api/status',
  summary: 'Health: event store position, projector checkpoint and the lag between them',
  tag: 'status',
  auth: false,
  response: statusResponseSchema,
};

@Controller('status')
export class GetStatusController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Public()
  @Get()
  async status(): Promise<StatusResponse> {
    const [position, checkpoint, namespace] = await Promise.all([
      this.eventStore.headPosition(),
      this.readModels.checkpoint(),
      this.readModels.namespace(),
    ]);
    const lag = Math.max(0, position - checkpoint);
    return {
      status: lag > DEGRADED_LAG_EVENTS ? 'degraded' : 'ok',
      product: this.config.PRODUCT_NAME,
      version: process.env.npm_package_version ?? '0.1.0',
      time: this.clock().toISOString(),
      event_store: { kind: this.config.EVENT_STORE, position },
      projector: { namespace, checkpoint, lag_events: lag },
      read_store: { kind: this.config.READ_STORE },
    };
  }
}
