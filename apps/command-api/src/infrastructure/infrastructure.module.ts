import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { type AppConfig, createLogger, eventStoreLocation, readStoreLocation } from '@buildmentor/config';
import { createEventStore, EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import {
  createReadStoreProvider,
  READ_STORE_PROVIDER,
  type ReadStoreProvider,
} from '@buildmentor/read-store';
import { ApiMetrics } from '../shared/metrics/api-metrics';
import { ReadModels } from './read-models.service';
import { CLOCK, type Clock, CONFIG, LOGGER, OVERRIDES } from './tokens';

/**
 * Wires the ports to the adapters the config chooses. Nothing else in the API knows which
 * event store or read store runs.
 */
@Global()
@Module({})
export class InfrastructureModule implements OnApplicationShutdown {
  static forConfig(config: AppConfig, overrides: { clock?: Clock } = {}) {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: OVERRIDES, useValue: overrides },
        { provide: CLOCK, useValue: overrides.clock ?? (() => new Date()) },
        { provide: LOGGER, useValue: createLogger('command-api', config.LOG_LEVEL) },
        {
          provide: EVENT_STORE,
          useFactory: (metrics: ApiMetrics) =>
            createEventStore(eventStoreLocation(config), {
              appName: 'buildmentor-api',
              onCommit: (appends) => metrics.committed(appends),
              // Appends share a commit per event-loop turn only while other requests could add theirs.
              gatherAppends: () => metrics.requestsInFlight > 1,
            }),
          inject: [ApiMetrics],
        },
        {
          provide: READ_STORE_PROVIDER,
          useFactory: () =>
            createReadStoreProvider(readStoreLocation(config), { appName: 'buildmentor-api' }),
        },
        ReadModels,
      ],
      exports: [CONFIG, OVERRIDES, CLOCK, LOGGER, EVENT_STORE, READ_STORE_PROVIDER, ReadModels],
    };
  }

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE_PROVIDER) private readonly provider: ReadStoreProvider,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.provider.close();
    await this.eventStore.close();
  }
}
