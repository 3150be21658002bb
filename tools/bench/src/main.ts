import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendRate } from './append.bench';
import { askLatency } from './ask-latency.bench';
import { apiWorkersBench } from './api-workers.bench';
import { firstTokenLatency } from './first-token.bench';
import { knowledgeBench } from './knowledge.bench';
import { landingInitialJs } from './landing-size.bench';
import { postgresFigures } from './postgres/postgres.bench';
import { projectionLag } from './projection-lag.bench';
import { rawInsertRate } from './raw-sqlite.bench';
import { replayRate } from './replay.bench';
import { round } from './stats';

/**
 * `npm run bench`: measures the quality bars of DESIGN.md section 5 on this machine and prints one
 * JSON document. Targets are printed beside the figures; nothing here asserts (numbers, not tests).
 *
 * The `postgres` section measures on the server at POSTGRES_URL (default: the local one) and says
 * `skipped` when none answers. Only that section: `BENCH_ONLY=postgres npm run bench` (or
 * `BENCH_ONLY=api-workers` for asks per second with one and two API workers), or
 * `npm run bench -w @buildmentor/bench -- --only postgres` (the root script does not pass arguments on).
 */
async function main() {
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version };
  if (onlySection() === 'postgres') {
    const postgres = await postgresFigures();
    process.stdout.write(`${JSON.stringify({ machine, postgres }, null, 2)}\n`);
    return;
  }
  if (onlySection() === 'api-workers') {
    const apiWorkers = await apiWorkersBench();
    process.stdout.write(`${JSON.stringify({ machine, apiWorkers }, null, 2)}\n`);
    return;
  }
  const directory = mkdtempSync(join(tmpdir(), 'bm-bench-'));
  try {
    const rawRowsPerSecond = rawInsertRate(directory, 20_000);
    const appendPerSecond = await appendRate(directory, 20_000);
    const lag = await projectionLag(200, 10);
    const replayed = await replayRate(100_000);
    const askWithThinkTime = await askLatency(50, 10, 1000);
    const askSaturated = await askLatency(50, 8, 0);
    const apiWorkers = await apiWorkersBench();
    const firstToken = await firstTokenLatency(50);
    const knowledge = await knowledgeBench(1000, 200);
    const landing = landingInitialJs();
    const postgres = await postgresFigures();
    const result = {
      machine,
      sqliteRawInsert: {
        rowsPerSecond: rawRowsPerSecond,
        note: 'better-sqlite3, WAL, synchronous=NORMAL, one row per transaction',
      },
      append: { eventsPerSecond: appendPerSecond, ratioToRaw: round(appendPerSecond / rawRowsPerSecond, 3) },
      projectionLag: { ...lag, targetP99Ms: 100 },
      replay: {
        ...replayed,
        ratioToRaw: round(replayed.eventsPerSecond / rawRowsPerSecond, 3),
        targetEventsPerSecond: 20_000,
      },
      askPath: { answerer: 'offline', usersThinking1s: askWithThinkTime, saturatedNoThinkTime: askSaturated },
      apiWorkers,
      streaming: firstToken,
      knowledge: { ...knowledge, targets: 'none set in DESIGN.md; reported for the record' },
      landingInitialJavaScript: landing,
      postgres,
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function onlySection(): string | undefined {
  const flag = process.argv.indexOf('--only');
  return (flag >= 0 ? process.argv[flag + 1] : undefined) ?? process.env['BENCH_ONLY'];
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
