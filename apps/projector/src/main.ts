#!/usr/bin/env node
import { eventStoreLocation, loadConfig, readStoreLocation } from '@buildmentor/config';
import { createEventStore } from '@buildmentor/event-store';
import { ALL_PROJECTIONS, PROJECTOR_CHECKPOINT, SHARED_COUNTERS_NAMESPACE } from '@buildmentor/read-models';
import { createReadStoreProvider } from '@buildmentor/read-store';
import { parseArgs, USAGE, type CliCommand } from './cli/parse-args';
import { createLogger } from '@buildmentor/config';
import { Projector } from './engine/projector';
import { type MetricsServer, serveMetrics } from './metrics/metrics-server';
import { ProjectorMetrics } from './metrics/projector-metrics';
import { ProjectorLease } from './engine/projector-lease';
import { hostname } from 'node:os';
import { readModelHashes } from './replay/read-model-hashes';
import { replay } from './replay/replay';
import { ReplayTrigger } from './replay/replay-trigger';
import { readStatsReport, statsReportCsv } from './stats/stats-report';

/**
 * Entry point of the projector process and of the analysts' replay and stats CLI. Results go to stdout as
 * JSON; logs go to stderr. Any failure exits non-zero.
 */
async function main(command: CliCommand): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('projector', config.LOG_LEVEL);
  const eventStore = await createEventStore(eventStoreLocation(config), { appName: 'buildmentor-projector' });
  const provider = await createReadStoreProvider(readStoreLocation(config), {
    appName: 'buildmentor-projector',
  });
  const print = (value: unknown): void => {
    process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  };
  try {
    switch (command.kind) {
      case 'run': {
        // Admins request replays through the API (ReplayRequested); this process runs them.
        const replays = new ReplayTrigger({ eventStore, provider, projections: ALL_PROJECTIONS, logger });
        const interrupted = await replays.markInterrupted();
        if (interrupted > 0)
          logger.warn('replays interrupted by a restart were marked failed', { count: interrupted });
        const metrics = new ProjectorMetrics(eventStore);
        const metricsServer = await startMetricsServer(metrics, config, logger);
        await runLive(
          new Projector({
            eventStore,
            provider,
            projections: ALL_PROJECTIONS,
            // host:pid names the process in the lease and the status endpoints.
            lease: new ProjectorLease(`${hostname()}:${process.pid}`),
            batchSize: config.PROJECTOR_BATCH_SIZE,
            logger,
            // The bench runs this process as a child and measures lag from these reports.
            onCommitted:
              process.send && process.env.PROJECTOR_IPC_REPORTS === '1'
                ? (info) => process.send!({ ...info, at: performance.timeOrigin + performance.now() })
                : undefined,
            afterBatch: (batch, namespace) => replays.notice(batch, namespace),
            metrics,
          }),
          logger,
        );
        await metricsServer?.close();
        // A replay still running is not waited for: the next start marks it interrupted.
        return;
      }
      case 'replay':
        return print(
          await replay({
            eventStore,
            provider,
            projections: ALL_PROJECTIONS,
            namespace: command.namespace,
            until: command.until,
            switchLive: command.switchLive,
            onProgress: (p) => logger.debug('replay progress', p),
          }),
        );
      case 'hashes': {
        const namespace = command.namespace ?? (await provider.liveNamespace());
        const store = await provider.open(namespace);
        try {
          return print({
            namespace,
            checkpoint: await store.getCheckpoint(PROJECTOR_CHECKPOINT),
            hashes: await readModelHashes(store),
          });
        } finally {
          await store.close();
        }
      }
      case 'stats': {
        const namespace = command.namespace ?? (await provider.liveNamespace());
        if (!(await provider.listNamespaces()).includes(namespace))
          throw new Error(`No namespace ${namespace}`);
        const store = await provider.open(namespace);
        try {
          const report = await readStatsReport(store);
          if (command.format === 'json') return print(report);
          process.stdout.write(statsReportCsv(report));
          return;
        } finally {
          await store.close();
        }
      }
      case 'namespaces':
        // The API's shared counters live in a namespace of their own: not a read-model generation.
        return print({
          live: await provider.liveNamespace(),
          namespaces: (await provider.listNamespaces()).filter((name) => name !== SHARED_COUNTERS_NAMESPACE),
        });
      case 'switch':
        if (
          command.namespace === SHARED_COUNTERS_NAMESPACE ||
          !(await provider.listNamespaces()).includes(command.namespace)
        )
          throw new Error(`No namespace ${command.namespace}`);
        await provider.setLiveNamespace(command.namespace);
        return print({ live: command.namespace });
    }
  } finally {
    await provider.close();
    await eventStore.close();
  }
}

/**
 * The metrics listener on HOST:PROJECTOR_METRICS_PORT, when a port is set. A port that cannot be
 * bound is logged, not fatal: projecting matters more than being watched.
 */
async function startMetricsServer(
  metrics: ProjectorMetrics,
  config: ReturnType<typeof loadConfig>,
  logger: ReturnType<typeof createLogger>,
): Promise<MetricsServer | null> {
  if (config.PROJECTOR_METRICS_PORT === 0) return null;
  try {
    const server = await serveMetrics(metrics.registry, config.PROJECTOR_METRICS_PORT, config.HOST);
    logger.info('metrics served', { url: `http://${config.HOST}:${server.port}/metrics` });
    return server;
  } catch (error) {
    logger.error('could not serve metrics', { port: config.PROJECTOR_METRICS_PORT, error: String(error) });
    return null;
  }
}

/** Runs until SIGTERM or SIGINT, then lets the batch in flight commit and exits cleanly. */
async function runLive(projector: Projector, logger: ReturnType<typeof createLogger>): Promise<void> {
  const shutdown = (signal: string) => {
    logger.info('stopping', { signal });
    void projector.stop();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  await projector.start();
  logger.info('stopped');
}

let command: CliCommand;
try {
  command = parseArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
  process.exit(2);
}
main(command).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
