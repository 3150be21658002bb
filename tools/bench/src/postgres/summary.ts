import { round } from '../stats';

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
