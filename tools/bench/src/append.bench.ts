import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createEventStore, type EventToAppend } from '@buildmentor/event-store';
import { answerBodies, type Appender, commandPath, eventSizes, TIMED_ASKS, USERS } from './append-script';
import { type EmmettRow, emmettAppender, loadEmmettSqlite } from './emmett-sqlite';
import { repeat, round, spread, spreadOf } from './stats';

/** A stored event as the adapter wrote it: the exact bytes every variant appends again. */
type Row = [
  eventId: string,
  streamId: string,
  revision: number,
  type: string,
  data: string,
  meta: string,
  at: string,
];

/** Timed asks per block: the variants take turns block by block, so noise hits them alike. */
const BLOCK = 100;

/** Emmett with its fsync per commit appends a few hundred events a second: it times 8 blocks. */
const EMMETT_TIMED_ASKS = 8 * BLOCK;

/**
 * Single-event appends with the exact expected revision, as the API appends them, against a
 * ceiling measured in the same repetition. Each repetition gives every variant a fresh file of
 * its own and the same set-up and warm-up appends, then runs the timed appends in blocks of
 * BLOCK asks (3 events each), the variants taking turns on each block in rotating order; each
 * variant's rate is its events over the time of its own blocks:
 * - command_path: the real DeciderRunner over the SQLite adapter (append-script.ts);
 * - adapter: the adapter's append() alone, with the same events (the runner's cost is the gap);
 * - ceiling: better-sqlite3 itself, on the adapter's own schema and pragmas (the file is created
 *   by the adapter), doing the same work per event: BEGIN IMMEDIATE, read the stream's revision
 *   (MAX over the (stream_id, revision) index), check it, INSERT the same bytes, COMMIT;
 * - ceiling_without_event_id_index: the same with the events table minus its UNIQUE event_id
 *   (what that index costs; diagnostic);
 * - emmett_sqlite: Emmett's SQLite event store (emmett-sqlite.ts), its appendToStream with the
 *   exact expected version, the same events.
 * The events are those an untimed first run of the command path appended (same bytes, same
 * order). Ratios are taken within each repetition, then summarised.
 */
export async function appendBench(repetitions = 5) {
  const directory = mkdtempSync(join(tmpdir(), 'bm-bench-append-'));
  try {
    const bodies = await answerBodies();
    // An untimed first run warms the process and records the events every variant appends.
    const scriptFile = join(directory, 'script.sqlite');
    const scriptStore = createEventStore({ kind: 'sqlite', filename: scriptFile });
    const script = commandPath(scriptStore, bodies);
    await script.setUp();
    const timedFrom = await scriptStore.headPosition();
    await script.run(0, TIMED_ASKS);
    const bytesPerEvent = await eventSizes(scriptStore, timedFrom);
    await script.close();
    const rows = readRows(scriptFile, timedFrom);
    if (rows.timed.length !== TIMED_ASKS * 3) throw new Error(`expected ${TIMED_ASKS * 3} timed events`);

    const emmett = loadEmmettSqlite();
    const variants: Record<string, (filename: string) => Appender> = {
      command_path: (filename) => commandPath(createEventStore({ kind: 'sqlite', filename }), bodies),
      adapter: (filename) => adapterAppender(filename, rows),
      ceiling: (filename) => ceilingAppender(filename, rows, true),
      ceiling_without_event_id_index: (filename) => ceilingAppender(filename, rows, false),
    };
    if (!('unavailable' in emmett)) {
      const parsed = { untimed: rows.untimed.map(emmettRow), timed: rows.timed.map(emmettRow) };
      variants['emmett_sqlite'] = (filename) =>
        emmettAppender(emmett, filename, parsed, 'default', EMMETT_TIMED_ASKS);
      variants['emmett_sqlite_synchronous_normal'] = (filename) =>
        emmettAppender(emmett, filename, parsed, 'normal', EMMETT_TIMED_ASKS);
    }
    const names = Object.keys(variants);
    const runs = await repeat(repetitions, async (repetition) => {
      const files = names.map((name) => join(directory, `${repetition}-${name}.sqlite`));
      const appenders = names.map((name, i) => variants[name]!(files[i]!));
      const elapsed = names.map(() => 0);
      try {
        for (const appender of appenders) await appender.setUp();
        for (let from = 0, block = repetition; from < TIMED_ASKS; from += BLOCK, block++) {
          for (let turn = 0; turn < names.length; turn++) {
            const i = (block + turn) % names.length;
            if (from >= timedAsks(appenders[i]!)) continue;
            const started = performance.now();
            await appenders[i]!.run(from, Math.min(from + BLOCK, TIMED_ASKS));
            elapsed[i]! += performance.now() - started;
          }
        }
      } finally {
        for (const appender of appenders) await appender.close();
        for (const file of files)
          for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      }
      return Object.fromEntries(
        names.map((name, i) => [name, (timedAsks(appenders[i]!) * 3) / (elapsed[i]! / 1000)]),
      );
    });
    const rates = Object.fromEntries(names.map((name) => [name, spreadOf(runs, (r) => r[name]!)]));
    const ratio = (name: string, to: string) =>
      spread(
        runs.map((r) => r[name]! / r[to]!),
        3,
      );
    return {
      workload: `${USERS} beta-tester users round-robin, 10 asks each (ReserveQuestion, AskQuestion, RecordAnswer: one event per command, exact expected revision); asks 1-2 set up and warm, asks 3-10 timed: ${TIMED_ASKS * 3} events per repetition, one client, variants taking turns every ${BLOCK} asks`,
      bytesPerEvent,
      repetitions,
      command_path: {
        events_per_s: rates['command_path']!,
        ratio_to_ceiling: ratio('command_path', 'ceiling'),
        // Against a table that does not keep event ids unique (the idempotency the contract needs).
        ratio_to_ceiling_without_event_id_index: ratio('command_path', 'ceiling_without_event_id_index'),
      },
      adapter: { events_per_s: rates['adapter']!, ratio_to_ceiling: ratio('adapter', 'ceiling') },
      ceiling: { events_per_s: rates['ceiling']! },
      ceiling_without_event_id_index: {
        events_per_s: rates['ceiling_without_event_id_index']!,
        ceiling_ratio_to_it: ratio('ceiling', 'ceiling_without_event_id_index'),
      },
      emmett_sqlite:
        'unavailable' in emmett
          ? { not_measured: emmett.unavailable }
          : {
              setting: `@event-driven-io/emmett-sqlite 0.38.5, its low-level appendToStream on one kept connection, exact expected version; Emmett's own pragmas (WAL, synchronous FULL: an fsync per commit); the first ${EMMETT_TIMED_ASKS} timed asks`,
              events_per_s: rates['emmett_sqlite']!,
              command_path_ratio_to_it: ratio('command_path', 'emmett_sqlite'),
              targetCommandPathRatio: 10,
              synchronous_normal: {
                setting: 'the same with synchronous=NORMAL, the durability our adapter runs with',
                events_per_s: rates['emmett_sqlite_synchronous_normal']!,
                command_path_ratio_to_it: ratio('command_path', 'emmett_sqlite_synchronous_normal'),
              },
            },
      targetRatioToCeiling: 0.7,
      perRepetition: runs.map((r) => Object.fromEntries(names.map((n) => [n, round(r[n]!, 0)]))),
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The script's events in log order, split where the timed appends begin. */
function readRows(filename: string, timedFrom: number) {
  const db = new Database(filename, { readonly: true });
  try {
    const select = db
      .prepare<[number, number], Row>(
        'SELECT event_id, stream_id, revision, type, data, metadata, recorded_at FROM events WHERE position > ? AND position <= ? ORDER BY position',
      )
      .raw();
    return { untimed: select.all(0, timedFrom), timed: select.all(timedFrom, Number.MAX_SAFE_INTEGER) };
  } finally {
    db.close();
  }
}

type Rows = ReturnType<typeof readRows>;

const timedAsks = (appender: Appender) => Math.min(appender.timedAsks ?? TIMED_ASKS, TIMED_ASKS);

const emmettRow = (row: Row): EmmettRow => ({
  streamId: row[1],
  revision: row[2],
  type: row[3],
  data: JSON.parse(row[4]),
  metadata: JSON.parse(row[5]),
});

/** The adapter's append() with the script's events (parsed before timing), one per call. */
function adapterAppender(filename: string, rows: Rows): Appender {
  const toAppend = (row: Row) => ({
    streamId: row[1],
    expected: row[2] === 0 ? ('no_stream' as const) : row[2] - 1,
    events: [
      { id: row[0], type: row[3], data: JSON.parse(row[4]), metadata: JSON.parse(row[5]) } as EventToAppend,
    ],
  });
  const untimed = rows.untimed.map(toAppend);
  const timed = rows.timed.map(toAppend);
  const store = createEventStore({ kind: 'sqlite', filename });
  return {
    async setUp() {
      for (const a of untimed) await store.append(a.streamId, a.events, a.expected);
    },
    async run(fromAsk, toAsk) {
      for (let i = fromAsk * 3; i < toAsk * 3; i++)
        await store.append(timed[i]!.streamId, timed[i]!.events, timed[i]!.expected);
    },
    close: () => store.close(),
  };
}

/** better-sqlite3 doing the append's work itself, on the adapter's schema or the minimal one. */
function ceilingAppender(filename: string, rows: Rows, adapterSchema: boolean): Appender {
  let db: Database.Database | undefined;
  let append: (row: Row) => void = () => undefined;
  return {
    async setUp() {
      // The adapter creates the file: the ceiling runs on exactly its schema and journal mode.
      if (adapterSchema) await createEventStore({ kind: 'sqlite', filename }).close();
      db = new Database(filename);
      db.pragma('busy_timeout = 5000');
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      if (!adapterSchema) db.exec(MINIMAL_SCHEMA);
      const revision = db
        .prepare<[string], number | null>('SELECT MAX(revision) FROM events WHERE stream_id = ?')
        .pluck();
      const insert = db.prepare<Row>(
        'INSERT INTO events (event_id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      append = db.transaction((row: Row) => {
        if ((revision.get(row[1]) ?? -1) !== row[2] - 1) throw new Error(`wrong revision on ${row[1]}`);
        insert.run(...row);
      }).immediate;
      for (const row of rows.untimed) append(row);
    },
    async run(fromAsk, toAsk) {
      for (let i = fromAsk * 3; i < toAsk * 3; i++) append(rows.timed[i]!);
    },
    async close() {
      db?.close();
    },
  };
}

/** The adapter's events table without its UNIQUE event_id (and no streams table). */
const MINIMAL_SCHEMA = `CREATE TABLE events (
  position INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL, stream_id TEXT NOT NULL,
  revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL,
  recorded_at TEXT NOT NULL, UNIQUE (stream_id, revision))`;
