#!/usr/bin/env node
import cluster from 'node:cluster';
import { type AppConfig, ConfigError, createLogger, loadConfig, publicUrl } from '@buildmentor/config';
import { apiWorkerCount, runPrimary, WORKER_LISTENING } from './api-workers';
import { createApp } from './create-app';

/** How long SIGTERM waits for requests and answer streams in flight before the worker exits anyway. */
const DRAIN_TIMEOUT_MS = 25_000;

/**
 * Starts the command API (and, with STATIC_DIR, the UI) on HOST:PORT: in this process, or with
 * API_WORKERS > 1 as that many worker processes sharing the port.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const workers = apiWorkerCount(config);
  const announce = (suffix = '') =>
    process.stdout.write(`${config.PRODUCT_NAME} API listening on ${publicUrl(config)}${suffix}\n`);
  if (workers > 1 && cluster.isPrimary) {
    runPrimary(workers, createLogger('command-api', config.LOG_LEVEL), () =>
      announce(` (${workers} workers)`),
    );
    return;
  }
  await serve(config);
  if (cluster.isWorker) process.send?.(WORKER_LISTENING);
  else announce();
}

/**
 * One API process. On SIGTERM Nest's shutdown hooks close the server: it stops accepting
 * connections, idle keep-alive connections are closed, and requests and answer streams already
 * running finish; a stream that outlives DRAIN_TIMEOUT_MS is cut. Resumed answer streams (GET
 * .../questions/{id}/stream) only wait for an outcome another process records, so they end at
 * once (AnswerStreamDrain) and their clients reconnect to an instance that stays up.
 */
async function serve(config: AppConfig): Promise<void> {
  const app = await createApp(config);
  process.once('SIGTERM', () => setTimeout(() => process.exit(0), DRAIN_TIMEOUT_MS).unref());
  await app.listen(config.PORT, config.HOST);
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
