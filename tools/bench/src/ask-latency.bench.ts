import { startProduct } from '@buildmentor/test-harness';
import { askLoad } from './ask-load';
import { percentile, round } from './stats';

/**
 * The ask path under load (ask-load.ts) against the real API process, with the projector running
 * and the offline answerer, started as `npm start` starts them: one figure, one run.
 */
export async function askLatency(
  users: number,
  seconds: number,
  thinkTimeMs = 0,
  warmupSeconds = 2,
  apiWorkers = 1,
) {
  const product = await startProduct({ STATIC_DIR: '', TRUST_PROXY: '1', API_WORKERS: String(apiWorkers) });
  try {
    const { latencies, errors } = await askLoad(product.url, { users, seconds, thinkTimeMs, warmupSeconds });
    return {
      concurrentUsers: users,
      thinkTimeMs,
      seconds,
      asks: latencies.length,
      asksPerSecond: round(latencies.length / seconds, 1),
      errors,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      targetP95Ms: 50,
    };
  } finally {
    await product.stop();
  }
}
