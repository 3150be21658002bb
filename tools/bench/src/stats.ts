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
