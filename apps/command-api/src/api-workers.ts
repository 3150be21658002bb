import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { type AppConfig, type Logger } from '@buildmentor/config';
import { relayClusterMetrics } from './shared/metrics/cluster-metrics';

/** The number of API processes to run: API_WORKERS, with `auto` meaning one per core. */
export function apiWorkerCount(config: Pick<AppConfig, 'API_WORKERS'>): number {
  return config.API_WORKERS === 'auto' ? availableParallelism() : config.API_WORKERS;
}

/** A worker that ran at least this long before dying is replaced without a pause. */
const HEALTHY_RUN_MS = 5_000;
const RESTART_PAUSE_MS = 1_000;

/** What a worker tells the primary once its server accepts connections. */
export const WORKER_LISTENING = 'buildmentor:listening';

/**
 * The primary of several API workers on one port (node:cluster hands each connection to a
 * worker). It serves nothing itself: it starts the workers, replaces one that dies (at once if it
 * had been running, after a pause if it died young, so a worker failing at start-up does not
 * spin), prints the URL once all listen, and on SIGTERM/SIGINT asks every worker to drain and
 * exits when they have. It also relays metrics: a worker asked for /api/metrics gets every
 * worker's figures merged (cluster-metrics.ts).
 *
 * The workers hold no state that this breaks: stream state is revision-checked against the
 * store, sessions are signed tokens, and the read side is shared.
 */
export function runPrimary(count: number, logger: Logger, announce: () => void): void {
  let stopping = false;
  let listening = 0;
  const startedAt = new Map<number, number>();
  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.on('message', (message: unknown) => {
      if (message === WORKER_LISTENING && ++listening === count) announce();
    });
    return worker;
  };
  relayClusterMetrics();
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error('API worker died; starting another', { pid: worker.process.pid, code, signal });
    // A worker that ran a while is replaced at once; one that died young waits, so a worker that
    // cannot start (a bad config, a store it cannot open) does not spin.
    const ranMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    setTimeout(
      () => {
        if (!stopping) fork();
      },
      ranMs >= HEALTHY_RUN_MS ? 0 : RESTART_PAUSE_MS,
    );
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping API workers', { signal });
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
