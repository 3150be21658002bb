#!/usr/bin/env node
import 'reflect-metadata';
import { userInfo } from 'node:os';
import { ConfigError, eventStoreLocation, loadConfig } from '@buildmentor/config';
import { createEventStore } from '@buildmentor/event-store';
import { DeciderRunner } from './shared/decider-runner';
import { changeAdminAccess } from './operator/admin-access';
import { ADMIN_USAGE, parseAdminArgs } from './operator/admin-cli-args';

/**
 * `npm run admin -- grant <email>` / `revoke <email>`: the operators' way to make the first admin
 * (ADMIN_EMAILS has no default). It works on the event store directly, with the API's own decider
 * runner (exact revisions, so it is safe while the API runs), and reads the API's configuration.
 * Messages go to stdout; a refusal or an error exits non-zero with nothing appended.
 */
async function main(argv: readonly string[]): Promise<number> {
  let command;
  try {
    command = parseAdminArgs(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${ADMIN_USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const eventStore = await createEventStore(eventStoreLocation(config));
  try {
    const outcome = await changeAdminAccess(new DeciderRunner(eventStore), config, command, {
      name: operatorName(),
      at: new Date(),
    });
    (outcome.ok ? process.stdout : process.stderr).write(`${outcome.message}\n`);
    return outcome.ok ? 0 : 1;
  } finally {
    await eventStore.close();
  }
}

function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? process.env.USERNAME ?? 'unknown';
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
