import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { REPO_ROOT, startProduct } from '@buildmentor/test-harness';
import { writeApiLog } from './api-log';
import { repeat, round, sleep, spreadOf } from './stats';

const BENCH_ROOT = resolve(__dirname, '..');

/**
 * Replay of a log written through the HTTP API (api-log.ts, generated afresh on every run: the
 * real product, offline answerer; `targetEvents`, or what `maxWriteSeconds` allows on a busy
 * machine), then `repetitions` replays of it by the projector's replay() into a fresh read store,
 * each in a child process of its own (replay-child.cjs) so its peak RSS (getrusage maxRSS) is the
 * replay's. The child runs the built projector as `npm run replay` does (the source compiled on
 * the fly would add the compiler's ~70 MB); if the build fails it runs the sources and says so.
 * events_per_s counts the replay itself (read, project, commit: replay()'s durationMs); hashing
 * every read model afterwards (readModelHashes, part of every replay) is reported beside it.
 */
export async function replayBench(targetEvents = 25_000, repetitions = 5, maxWriteSeconds = 180) {
  const directory = mkdtempSync(join(tmpdir(), 'bm-bench-replay-'));
  try {
    const log = join(directory, 'events.sqlite');
    const product = await startProduct({ STATIC_DIR: '', TRUST_PROXY: '1' });
    let written;
    let pendingExtractions = 0;
    const started = performance.now();
    try {
      written = await writeApiLog(product.url, targetEvents, { maxSeconds: maxWriteSeconds });
      pendingExtractions = await settled(join(product.dataDir, 'events.sqlite'));
      // A consistent copy of the API's log (the product's folder goes when it stops).
      const source = new Database(join(product.dataDir, 'events.sqlite'), { readonly: true });
      source.prepare('VACUUM INTO ?').run(log);
      source.close();
    } finally {
      await product.stop();
    }
    const writeSeconds = (performance.now() - started) / 1000;
    const shape = logShape(log);
    const runtime = buildProjector();
    const runs = await repeat(repetitions, async (i) => {
      const readStore = join(directory, `read-store-${i}`);
      try {
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [...runtime.flags, join(__dirname, 'replay-child.cjs'), log, readStore],
          { cwd: BENCH_ROOT, env: { ...process.env, SWC_NODE_PROJECT: join(BENCH_ROOT, 'tsconfig.json') } },
        );
        return JSON.parse(stdout) as ChildResult;
      } finally {
        rmSync(readStore, { recursive: true, force: true });
      }
    });
    if (runs.some((r) => r.events !== shape.events)) throw new Error('a replay did not read the whole log');
    return {
      log: {
        targetEvents,
        ...shape,
        writtenThroughApi: written,
        writeSeconds: round(writeSeconds, 1),
        pendingExtractions,
      },
      repetitions,
      runtime: runtime.name,
      events_per_s: spreadOf(runs, (r) => r.events / (r.replayMs / 1000)),
      peak_rss_mb: spreadOf(runs, (r) => r.peakRssMb, 1),
      replay_ms: spreadOf(runs, (r) => r.replayMs),
      hash_ms: spreadOf(runs, (r) => r.hashMs),
      events_per_s_with_hashing: spreadOf(runs, (r) => r.events / ((r.replayMs + r.hashMs) / 1000)),
      rss_before_replay_mb: spreadOf(runs, (r) => r.baselineRssMb, 1),
      targets: { eventsPerSecond: 50_000, peakRssMb: 300 },
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The projector and the libraries it uses, built (nx caches it); else the sources, flagged. */
function buildProjector() {
  const build = spawnSync(
    join(REPO_ROOT, 'node_modules/.bin/nx'),
    ['run', '@buildmentor/projector:build', '--outputStyle=static'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status === 0) return { name: 'built (dist), as npm run replay runs it', flags: [] };
  return {
    name: 'sources via @swc-node/register (the build failed): peak RSS includes the compiler, about 70 MB',
    flags: ['-r', '@swc-node/register', '--conditions=@buildmentor/source'],
  };
}

/**
 * Waits (at most 2 minutes) until every upload has its extraction recorded: the API's worker
 * extracts after answering the upload, so the last ones land after the load has stopped.
 */
async function settled(filename: string) {
  const db = new Database(filename, { readonly: true });
  try {
    const pending = db
      .prepare<[], number>(
        `SELECT (SELECT COUNT(*) FROM events WHERE type = 'DocumentUploaded')
              - (SELECT COUNT(*) FROM events WHERE type IN ('DocumentTextExtracted', 'DocumentRejected'))`,
      )
      .pluck();
    for (const deadline = Date.now() + 120_000; pending.get()! > 0 && Date.now() < deadline;)
      await sleep(500);
    return pending.get()!;
  } finally {
    db.close();
  }
}

interface ChildResult {
  events: number;
  replayMs: number;
  hashMs: number;
  baselineRssMb: number;
  peakRssMb: number;
}

/** What the log holds: events, bytes per event, and the count and mean size of each type. */
function logShape(filename: string) {
  const db = new Database(filename, { readonly: true });
  try {
    const types = db
      .prepare<[], { type: string; count: number; bytes: number }>(
        'SELECT type, COUNT(*) AS count, AVG(LENGTH(data) + LENGTH(metadata)) AS bytes FROM events GROUP BY type ORDER BY count DESC',
      )
      .all();
    const events = types.reduce((sum, t) => sum + t.count, 0);
    const bytes = types.reduce((sum, t) => sum + t.count * t.bytes, 0);
    return {
      events,
      meanBytesPerEvent: Math.round(bytes / events),
      types: Object.fromEntries(
        types.map((t) => [t.type, { count: t.count, meanBytes: Math.round(t.bytes) }]),
      ),
    };
  } finally {
    db.close();
  }
}
