#!/usr/bin/env node
import { ConfigError, loadConfig } from '@buildmentor/config';
import { createApp } from './create-app';

/** Starts the command API (and, with STATIC_DIR, the UI) on HOST:PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.PORT, config.HOST);
  const url = config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST}:${config.PORT}`;
  process.stdout.write(`${config.PRODUCT_NAME} API listening on ${url}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
