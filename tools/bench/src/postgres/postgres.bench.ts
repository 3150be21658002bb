import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { appendComparison } from './append.bench';
import { STREAMS, WRITERS } from './append-workload';
import { postgresServerUrl, serverAnswers, serverSettings } from './database';
import { postgresReplay } from './replay.bench';

/**
 * The PostgreSQL section of `npm run bench`: append (ours against Emmett) and replay into the
 * PostgreSQL read store, on the server at POSTGRES_URL (default: the local one, user postgres).
 * Every figure is measured in fresh databases, dropped afterwards. Only this section:
 * `BENCH_ONLY=postgres npm run bench`. About 1.5 minutes on a 2-core machine.
 */
export async function postgresFigures() {
  const url = postgresServerUrl();
  if (!(await serverAnswers(url))) return { skipped: 'no PostgreSQL server' };
  const server = await serverSettings(url);
  const append = await reported(() =>
    appendComparison(url, {
      modes: ['sequential', 'concurrent'],
      runs: 5,
      appendsPerRun: 3_000,
      warmupAppends: 600,
    }),
  );
  // The same without waiting for the WAL flush at commit: what is left is client, round trips
  // and server work, the part an adapter controls. A diagnostic: nobody runs an event store so.
  const withoutCommitFlush = await reported(() =>
    appendComparison(url, {
      modes: ['sequential'],
      runs: 3,
      appendsPerRun: 3_000,
      warmupAppends: 600,
      sessionSettings: { synchronous_commit: 'off' },
    }),
  );
  const replay = await reported(() => postgresReplay(url, { events: 100_000, runs: 3, poolSize: 4 }));
  return {
    server,
    append: {
      workload: `single-event appends with the exact expected revision, ${STREAMS} streams round-robin; sequential = 1 client, concurrent = ${WRITERS} clients on distinct streams`,
      stores: {
        ours: '@buildmentor/event-store, kind postgres',
        emmett: `@event-driven-io/emmett-postgresql ${emmettVersion()}, getPostgreSQLEventStore`,
        plainInsert: 'floor: one prepared INSERT per append, UNIQUE (stream_id, revision), autocommit',
      },
      ...append,
      targetRatioOursToEmmett: 2,
      diagnosticWithoutCommitFlush: { synchronousCommit: 'off', ...withoutCommitFlush },
    },
    replay,
  };
}

/** A part that fails is reported as such; the other parts and sections are still printed. */
async function reported<T extends object>(part: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await part();
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function emmettVersion(): string {
  try {
    const entry = require.resolve('@event-driven-io/emmett-postgresql');
    const manifest = readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8');
    return (JSON.parse(manifest) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
