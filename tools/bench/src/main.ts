import { cpus } from 'node:os';
import { appendBench } from './append.bench';
import { askLatency } from './ask-latency.bench';
import { apiWorkersBench } from './api-workers.bench';
import { firstTokenLatency } from './first-token.bench';
import { frontendBench } from './frontend.bench';
import { knowledgeBench } from './knowledge.bench';
import { postgresFigures } from './postgres/postgres.bench';
import { memoryBench } from './memory.bench';
import { readModelsBench } from './readmodels.bench';
import { replayBench } from './replay.bench';
import { saturatedBench } from './saturated.bench';

const SECTIONS = [
  'append',
  'replay',
  'lag',
  'ask',
  'frontend',
  'api-workers',
  'postgres',
  'readmodels',
  'memory',
] as const;
type Section = (typeof SECTIONS)[number];

/**
 * `npm run bench`: measures the quality bars of DESIGN.md section 5 and issue 19 on this machine
 * and prints one JSON document. Every figure that is a measurement is {min, median, max} over
 * repetitions; every ratio is taken within one repetition, then summarised. Targets are printed
 * beside the figures; nothing here asserts (numbers, not tests). README "Benchmarks" lists the keys.
 *
 * One or more sections only: `BENCH_ONLY=append npm run bench` (comma-separated: append, replay,
 * lag, ask, frontend, api-workers, postgres, readmodels, memory), or `npm run bench -w @buildmentor/bench -- --only
 * replay` (the root script does not pass arguments on). `lag` and `ask` come from the same runs.
 * The full run adds the ask path with think time, streaming and knowledge figures.
 * BENCH_REPLAY_EVENTS sets the size of the API-written log (default 25,000 events). `memory` (the
 * API's RSS under minutes of sustained load, BENCH_MEMORY_SECONDS each) runs only when named.
 */
async function main() {
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version };
  const only = onlySections();
  const wanted = (section: Section) => !only || only.includes(section);
  const result: Record<string, unknown> = { machine };
  if (wanted('append')) result.append = await reported(() => appendBench(5));
  if (wanted('replay')) {
    const events = Number(process.env['BENCH_REPLAY_EVENTS'] ?? 25_000);
    result.replay = { api_log: await reported(() => replayBench(events, 5)) };
  }
  if (wanted('lag') || wanted('ask')) {
    const saturated = await reported(() => saturatedBench(5, 50, 8));
    if (wanted('lag')) result.lag = { under_load: 'error' in saturated ? saturated : saturated.lag };
    if (wanted('ask')) result.ask = { saturated: 'error' in saturated ? saturated : saturated.ask };
  }
  if (!only) {
    result.ask = {
      ...(result.ask as object),
      usersThinking1s: await reported(() => askLatency(50, 10, 1000)),
    };
    result.streaming = await reported(() => firstTokenLatency(50));
    result.knowledge = await reported(async () => ({
      ...(await knowledgeBench(1000, 200)),
      targets: 'none set in DESIGN.md; reported for the record',
    }));
  }
  if (wanted('frontend')) result.frontend = await reported(() => frontendBench(5));
  if (wanted('api-workers')) result.apiWorkers = await reported(() => apiWorkersBench());
  if (wanted('postgres')) result.postgres = await reported(() => postgresFigures());
  if (wanted('readmodels')) result.readModels = await reported(() => readModelsBench(5));
  // Minutes of sustained load: run on request only (BENCH_ONLY=memory), not in the full run.
  if (only?.includes('memory')) result.memory = { sustained: await reported(() => memoryBench()) };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

/** A section that fails is reported as such; the other sections are still measured and printed. */
async function reported<T extends object>(section: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await section();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function onlySections(): Section[] | undefined {
  const flag = process.argv.indexOf('--only');
  const value = (flag >= 0 ? process.argv[flag + 1] : undefined) ?? process.env['BENCH_ONLY'];
  if (!value) return undefined;
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown section ${unknown.join(', ')}: use ${SECTIONS.join(', ')}`);
  return names as Section[];
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
