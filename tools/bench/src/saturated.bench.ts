import { join } from 'node:path';
import Database from 'better-sqlite3';
import { askLoad, post, type AskLoadResult } from './ask-load';
import { type CommitReport, startReportingProduct } from './stack';
import { percentile, repeat, round, sleep, spreadOf } from './stats';

/**
 * The ask path saturated and the projection lag under that load, from the same runs: per
 * repetition a fresh product (startReportingProduct: the projector reports each committed batch),
 * `users` clients asking with no think time (ask-load.ts), a warm-up, then `seconds` measured.
 * Lag of an event: the projector's commit of the batch holding it minus the event's recorded_at
 * (stamped by the API as it appends); every event appended in the measured window counts.
 */
export async function saturatedBench(repetitions = 5, users = 50, seconds = 8) {
  const runs = await repeat(repetitions, async () => {
    const product = await startReportingProduct();
    try {
      // The projector compiles on start: wait until it has projected a first event.
      const first = await post(product.url, '/api/auth/demo', { method: 'auto' }, undefined, '10.255.0.1');
      await projected(product.reports, first.position as number, 60_000);
      const load = await askLoad(product.url, { users, seconds, warmupSeconds: 2 });
      const lags = await lagsOf(join(product.dataDir, 'events.sqlite'), product.reports, load);
      return {
        asksPerSecond: load.latencies.length / seconds,
        askP50: percentile(load.latencies, 50),
        askP95: percentile(load.latencies, 95),
        askP99: percentile(load.latencies, 99),
        errors: load.errors,
        eventsPerSecond: lags.length / seconds,
        lagP50: percentile(lags, 50),
        lagP95: percentile(lags, 95),
        lagP99: percentile(lags, 99),
        lagMax: percentile(lags, 100),
      };
    } finally {
      await product.stop();
    }
  });
  const setting = `${users} clients, no think time, offline answerer, one API process; ${seconds} s measured after 2 s of warm-up, ${repetitions} repetitions (fresh product each)`;
  return {
    ask: {
      setting,
      asks_per_s: spreadOf(runs, (r) => r.asksPerSecond, 1),
      p95_ms: spreadOf(runs, (r) => r.askP95, 1),
      p50_ms: spreadOf(runs, (r) => r.askP50, 1),
      p99_ms: spreadOf(runs, (r) => r.askP99, 1),
      errors: spreadOf(runs, (r) => r.errors),
      targets: { p95Ms: 50, asksPerSecond: 1000 },
    },
    lag: {
      setting,
      p99_ms: spreadOf(runs, (r) => r.lagP99, 1),
      p95_ms: spreadOf(runs, (r) => r.lagP95, 1),
      p50_ms: spreadOf(runs, (r) => r.lagP50, 1),
      max_ms: spreadOf(runs, (r) => r.lagMax, 1),
      events_per_s: spreadOf(runs, (r) => r.eventsPerSecond),
      targetP99Ms: 100,
    },
  };
}

async function projected(reports: readonly CommitReport[], position: number, timeoutMs: number) {
  for (const deadline = Date.now() + timeoutMs; !reports.some((r) => r.lastPosition >= position);) {
    if (Date.now() > deadline) throw new Error(`the projector did not reach position ${position}`);
    await sleep(10);
  }
}

/** Lag (ms) of every event recorded in the measured window, once the projector has caught up. */
async function lagsOf(filename: string, reports: readonly CommitReport[], load: AskLoadResult) {
  const db = new Database(filename, { readonly: true });
  try {
    const head = db.prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck().get()!;
    await projected(reports, head, 120_000);
    const events = db
      .prepare<[string, string], { position: number; recorded_at: string }>(
        'SELECT position, recorded_at FROM events WHERE recorded_at >= ? AND recorded_at < ? ORDER BY position',
      )
      .all(new Date(load.measuredFrom).toISOString(), new Date(load.measuredUntil).toISOString());
    const lags: number[] = [];
    let next = 0;
    for (const event of events) {
      while (reports[next]!.lastPosition < event.position) next++;
      lags.push(round(reports[next]!.at - Date.parse(event.recorded_at), 1));
    }
    return lags;
  } finally {
    db.close();
  }
}
