import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { type Appender } from './append-script';

/**
 * Emmett's SQLite event store, the comparison issue 19 names. It runs on `sqlite3` (node-sqlite3),
 * whose install compiles SQLite from source when no prebuilt binary can be downloaded (here: a
 * minute or more). Only the bench needs it, so it is not a workspace dependency (that would add
 * the compile to every `npm ci`): the first append bench installs these pinned versions from the
 * npm registry into `tools/bench/.emmett-sqlite` (git-ignored) and later runs reuse them.
 * 0.38.5 is the newest emmett-sqlite whose emmett peer the registry has.
 */
const PACKAGES = ['@event-driven-io/emmett-sqlite@0.38.5', '@event-driven-io/emmett@0.38.5', 'sqlite3@5.1.7'];
const FOLDER = resolve(__dirname, '../.emmett-sqlite');

interface EmmettEvent {
  type: string;
  data: unknown;
  metadata: unknown;
}

interface EmmettConnection {
  command(sql: string): Promise<unknown>;
  close(): void;
}

interface EmmettSqliteModule {
  sqliteConnection(options: { fileName: string }): EmmettConnection;
  createEventStoreSchema(connection: EmmettConnection): Promise<void>;
  appendToStream(
    connection: EmmettConnection,
    streamName: string,
    streamType: string,
    events: EmmettEvent[],
    options: { expectedStreamVersion: bigint },
  ): Promise<{ success: boolean; nextStreamPosition?: bigint }>;
}

/** The installed module, or why it could not be installed (the bench then says so and goes on). */
export function loadEmmettSqlite(): EmmettSqliteModule | { unavailable: string } {
  const entry = join(FOLDER, 'node_modules/@event-driven-io/emmett-sqlite');
  const binding = join(FOLDER, 'node_modules/sqlite3/build/Release/node_sqlite3.node');
  if (!existsSync(entry) || !existsSync(binding)) {
    mkdirSync(FOLDER, { recursive: true });
    process.stderr.write(`bench: installing ${PACKAGES.join(', ')} into ${FOLDER} (once)\n`);
    const install = spawnSync(
      'npm',
      ['install', '--prefix', FOLDER, '--no-save', '--no-audit', '--no-fund', ...PACKAGES],
      { stdio: ['ignore', 'ignore', 'inherit'], timeout: 15 * 60_000 },
    );
    if (install.status !== 0 || !existsSync(binding))
      return { unavailable: `npm install of ${PACKAGES.join(' ')} failed (status ${install.status})` };
  }
  return createRequire(join(FOLDER, 'package.json'))('@event-driven-io/emmett-sqlite') as EmmettSqliteModule;
}

/** A stored event as the append bench replays it: stream, revision (0-based), type, data, metadata. */
export interface EmmettRow {
  streamId: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: unknown;
}

/**
 * The same single-event appends through Emmett's low-level `appendToStream` on one connection kept
 * open (its event store object opens and closes the file around every call), with the exact
 * expected stream version: Emmett's versions are 1-based, so a stream at our revision r is at its
 * version r + 1 and a new stream at 0n. `durability` 'default' keeps Emmett's own pragmas (WAL,
 * SQLite's default synchronous FULL: an fsync per commit); 'normal' sets synchronous=NORMAL,
 * the durability our adapter runs with.
 */
export function emmettAppender(
  module: EmmettSqliteModule,
  filename: string,
  rows: { untimed: EmmettRow[]; timed: EmmettRow[] },
  durability: 'default' | 'normal',
  timedAsks: number,
): Appender {
  const connection = module.sqliteConnection({ fileName: filename });
  const append = async (row: EmmettRow) => {
    const streamType = row.streamId.slice(0, row.streamId.indexOf('-'));
    const result = await module.appendToStream(
      connection,
      row.streamId,
      streamType,
      [{ type: row.type, data: row.data, metadata: row.metadata }],
      { expectedStreamVersion: BigInt(row.revision) },
    );
    if (!result.success) throw new Error(`Emmett refused ${row.streamId} at version ${row.revision}`);
  };
  return {
    timedAsks,
    async setUp() {
      if (durability === 'normal') await connection.command('PRAGMA synchronous = NORMAL');
      await module.createEventStoreSchema(connection);
      for (const row of rows.untimed) await append(row);
    },
    async run(fromAsk, toAsk) {
      for (let i = fromAsk * 3; i < toAsk * 3; i++) await append(rows.timed[i]!);
    },
    async close() {
      connection.close();
    },
  };
}
