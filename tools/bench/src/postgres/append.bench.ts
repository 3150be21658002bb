import { round } from '../stats';
import { StoreProcess } from './append-rpc';
import { type AppendMode, type AppendRun, STREAMS, WRITERS } from './append-workload';
import { type StoreKind } from './appenders';
import { createBenchDatabase, withSessionSetting } from './database';
import { spread } from '../stats';

export interface AppendComparisonOptions {
  modes: AppendMode[];
  runs: number;
  appendsPerRun: number;
  warmupAppends: number;
  /** Session settings for every connection of every store (a diagnostic, not the figure). */
  sessionSettings?: Record<string, string>;
}

const KINDS: StoreKind[] = ['ours', 'emmett', 'plainInsert'];

/**
 * Our PostgreSQL event store against Emmett's (and against a plain INSERT, the floor), each in a
 * fresh database of its own on the same server and driven from a child process of its own. After
 * a warm-up (schema, every stream created, connections opened, statements prepared), `runs`
 * rounds; in each, every mode runs once per store, the stores back to back in an order that
 * rotates from round to round. Ratios are taken within a round (neighbours in time, so a noisy
 * moment on a shared machine hits both sides), then summarised.
 */
export async function appendComparison(serverUrl: string, options: AppendComparisonOptions) {
  const databases = await Promise.all(KINDS.map((kind) => createBenchDatabase(serverUrl, `append_${kind}`)));
  const urls = databases.map((database) =>
    Object.entries(options.sessionSettings ?? {}).reduce(
      (url, [setting, value]) => withSessionSetting(url, setting, value),
      database.url,
    ),
  );
  const stores = KINDS.map((kind) => new StoreProcess(kind));
  try {
    await Promise.all(stores.map((store, i) => store.call({ call: 'open', kind: KINDS[i]!, url: urls[i]! })));
    for (const store of stores) {
      await store.call({ call: 'run', mode: 'sequential', appends: STREAMS }); // creates every stream
      for (const mode of options.modes)
        await store.call({ call: 'run', mode, appends: options.warmupAppends });
    }
    const verified = await Promise.all(stores.map((store) => store.call<boolean>({ call: 'verify' })));

    const runs = new Map<string, AppendRun[]>();
    for (let round = 0; round < options.runs; round++) {
      for (const mode of options.modes) {
        for (let n = 0; n < KINDS.length; n++) {
          const i = (round + n) % KINDS.length;
          const run = await stores[i]!.call<AppendRun>({ call: 'run', mode, appends: options.appendsPerRun });
          const key = `${KINDS[i]}:${mode}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
        }
      }
    }

    const of = (kind: StoreKind, mode: AppendMode) => runs.get(`${kind}:${mode}`) ?? [];
    const ratio = (mode: AppendMode, other: StoreKind) => {
      const theirs = of(other, mode);
      const perRun = of('ours', mode).map((run, i) => run.eventsPerSecond / theirs[i]!.eventsPerSecond);
      return { perRun: perRun.map((r) => round(r, 2)), ...spread(perRun, 2) };
    };
    const byKind = <T>(figure: (kind: StoreKind) => T) =>
      Object.fromEntries(KINDS.map((kind) => [kind, figure(kind)])) as Record<StoreKind, T>;
    const modes = Object.fromEntries(
      options.modes.map((mode) => [
        mode,
        {
          clients: mode === 'sequential' ? 1 : WRITERS,
          eventsPerSecond: byKind((kind) => spread(of(kind, mode).map((r) => r.eventsPerSecond))),
          conflicts: byKind((kind) => of(kind, mode).reduce((sum, r) => sum + r.conflicts, 0)),
          ratioOursToEmmett: ratio(mode, 'emmett'),
          ratioOursToPlainInsert: ratio(mode, 'plainInsert'),
        },
      ]),
    );
    return {
      runs: `${options.runs} runs of ${options.appendsPerRun} appends per store and mode, after ${STREAMS + options.modes.length * options.warmupAppends} warm-up appends`,
      versionCheckVerified: byKind((kind) => verified[KINDS.indexOf(kind)]!),
      ...modes,
    };
  } finally {
    await Promise.all(stores.map((store) => store.stop()));
    await Promise.all(databases.map((database) => database.drop()));
  }
}
