#!/usr/bin/env node
import { ConfigError, loadConfig, publicUrl } from '@buildmentor/config';
import { createApp } from './create-app';

/** Starts the command API (and, with STATIC_DIR, the UI) on HOST:PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.PORT, config.HOST);
  process.stdout.write(`${config.PRODUCT_NAME} API listening on ${publicUrl(config)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
