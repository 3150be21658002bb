import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type StatusResponse } from '@buildmentor/contracts';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { isDegraded, projectionProgress } from '../projection-progress';
import { GetStatusQuery } from './get-status.query';

@QueryHandler(GetStatusQuery)
export class GetStatusHandler implements IQueryHandler<GetStatusQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<StatusResponse> {
    const now = this.clock();
    const { head, namespace, ...progress } = await projectionProgress(this.eventStore, this.readModels, now);
    return {
      status: isDegraded(progress) ? 'degraded' : 'ok',
      product: this.config.PRODUCT_NAME,
      version: process.env.npm_package_version ?? '0.1.0',
      time: now.toISOString(),
      event_store: { kind: this.config.EVENT_STORE, position: head },
      projector: { namespace, ...progress },
      read_store: { kind: this.config.READ_STORE },
    };
  }
}
