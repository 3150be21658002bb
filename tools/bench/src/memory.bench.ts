import { readFileSync } from 'node:fs';
import { askLoad, post } from './ask-load';
import { startReportingProduct } from './stack';
import { repeat, round, sleep, spreadOf } from './stats';

/**
 * The API's memory under a sustained load of new users (issue 19 point 7: its RSS rose from 359
 * to 419 MB over 90k asks). Per repetition a fresh product, then `seconds` of the saturated ask
 * load (50 clients, each a new trial user asking 3 questions, again and again: every user leaves
 * stream states, a verified token and rate-limit keys behind), the API's resident memory read
 * every 5 s from /proc. Reported: the RSS once warm (after the first tenth), at the end, the
 * growth over the second half (what a leak or an unbounded cache shows: a bounded process levels
 * off) and the asks made. The API runs from sources as in the other sections (the compiler adds a
 * constant to its RSS, not a slope).
 */
export async function memoryBench(
  repetitions = 3,
  seconds = Number(process.env['BENCH_MEMORY_SECONDS'] ?? 120),
) {
  const runs = await repeat(repetitions, async () => {
    const product = await startReportingProduct();
    try {
      await post(product.url, '/api/auth/demo', { method: 'auto' }, undefined, '10.255.0.1');
      const samples: { at: number; rssMb: number }[] = [];
      const started = Date.now();
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          samples.push({ at: (Date.now() - started) / 1000, rssMb: rssMb(product.apiPid) });
          await sleep(5000);
        }
      })();
      const load = await askLoad(product.url, { users: 50, seconds, warmupSeconds: 0 });
      sampling = false;
      await sampler;
      samples.push({ at: (Date.now() - started) / 1000, rssMb: rssMb(product.apiPid) });
      const at = (fraction: number) =>
        samples.find((s) => s.at >= seconds * fraction)?.rssMb ?? samples.at(-1)!.rssMb;
      return {
        asks: load.latencies.length,
        warmRssMb: at(0.1),
        endRssMb: samples.at(-1)!.rssMb,
        growthSecondHalfMb: samples.at(-1)!.rssMb - at(0.5),
        samples: samples.map((s) => [round(s.at, 0), round(s.rssMb, 0)]),
      };
    } finally {
      await product.stop();
    }
  });
  return {
    setting: `${seconds} s of 50 saturating ask clients, each a new trial user (sign-up, 3 asks), per repetition a fresh product; API resident memory every 5 s`,
    repetitions,
    asks: spreadOf(runs, (r) => r.asks),
    warm_rss_mb: spreadOf(runs, (r) => r.warmRssMb, 1),
    end_rss_mb: spreadOf(runs, (r) => r.endRssMb, 1),
    rss_growth_second_half_mb: spreadOf(runs, (r) => r.growthSecondHalfMb, 1),
    samplesOfLastRun: runs.at(-1)!.samples,
  };
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN) / 1024;
}
