/** Percentile by nearest rank over a copy of the samples (ms). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return round(sorted[rank]!);
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Epoch milliseconds with sub-millisecond precision, comparable across processes on one machine. */
export const nowMs = () => performance.timeOrigin + performance.now();

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Spread {
  min: number;
  median: number;
  max: number;
}

/** Min, median (mean of the middle two for an even count) and max of repeated measurements. */
export function spread(samples: readonly number[], digits = 0): Spread {
  if (samples.length === 0) return { min: Number.NaN, median: Number.NaN, max: Number.NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return {
    min: round(sorted[0]!, digits),
    median: round(median, digits),
    max: round(sorted.at(-1)!, digits),
  };
}

/** Runs `measure` `times` times, one after another (repetitions never overlap). */
export async function repeat<T>(times: number, measure: (index: number) => Promise<T> | T): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < times; i++) results.push(await measure(i));
  return results;
}

/** The spread of one figure of repeated results. */
export const spreadOf = <T>(results: readonly T[], pick: (result: T) => number, digits = 0): Spread =>
  spread(results.map(pick), digits);

/** A deterministic pseudo-random source in [0, 1) (mulberry32), for seeded load generators. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
