import { createEventStore } from '@buildmentor/event-store';
import { replay } from '@buildmentor/projector';
import { writeSyntheticLog } from '@buildmentor/projector/testing';
import { ALL_PROJECTIONS } from '@buildmentor/read-models';
import { createReadStoreProvider, type ReadStoreProvider } from '@buildmentor/read-store';
import { createBenchDatabase, withSessionSetting } from './database';
import { spread } from '../stats';

export interface ReplayOptions {
  events: number;
  runs: number;
  poolSize: number;
}

/**
 * replay.bench.ts on PostgreSQL: the synthetic log in our PostgreSQL event store, replayed into
 * the PostgreSQL read store, `runs` times, each into a fresh namespace (as `npm run replay` does).
 * The event store and the read store get a fresh database each.
 *
 * The log is written through the port with writeSyntheticLog, on connections with
 * synchronous_commit off: that is preparation, not the figure, and a durable commit per append
 * would make it most of the bench's time. Replay then reads through a store opened anew with the
 * server's defaults.
 */
export async function postgresReplay(serverUrl: string, options: ReplayOptions) {
  const eventsDb = await createBenchDatabase(serverUrl, 'replay_events');
  const readDb = await createBenchDatabase(serverUrl, 'replay_read');
  let provider: ReadStoreProvider | undefined;
  try {
    const writer = createEventStore({
      kind: 'postgres',
      url: withSessionSetting(eventsDb.url, 'synchronous_commit', 'off'),
      poolSize: 1,
    });
    const writeStarted = performance.now();
    const written = await writeSyntheticLog(writer, options.events, { seed: 5 }).finally(() =>
      writer.close(),
    );
    const writeMs = performance.now() - writeStarted;

    // Built from configuration like the apps do; an adapter without the kind returns nothing.
    provider = createReadStoreProvider({ kind: 'postgres', url: readDb.url, poolSize: options.poolSize }) as
      ReadStoreProvider | undefined;
    if (!provider) return { skipped: 'read store adapter not available' };
    const eventStore = createEventStore({ kind: 'postgres', url: eventsDb.url, poolSize: options.poolSize });
    try {
      const runs = [];
      for (let run = 0; run < options.runs; run++) {
        const result = await replay({ eventStore, provider, projections: ALL_PROJECTIONS });
        if (result.events !== written) throw new Error(`replayed ${result.events} of ${written} events`);
        runs.push({ durationMs: result.durationMs, eventsPerSecond: result.eventsPerSecond });
      }
      return {
        events: written,
        logWrittenInMs: Math.round(writeMs),
        runs: runs.length,
        eventsPerSecond: spread(runs.map((r) => r.eventsPerSecond)),
        durationMs: spread(runs.map((r) => r.durationMs)),
        targetEventsPerSecond: 20_000,
      };
    } finally {
      await eventStore.close();
    }
  } finally {
    await provider?.close();
    await Promise.all([eventsDb.drop(), readDb.drop()]);
  }
}
