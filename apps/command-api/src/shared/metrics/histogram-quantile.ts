/** One cumulative histogram bucket: how many observations were at most `le`. */
export interface Bucket {
  le: number;
  count: number;
}

/**
 * The q-quantile of a histogram, estimated the way Prometheus's `histogram_quantile` does: find
 * the bucket the rank falls in and interpolate linearly inside it (the first bucket starts at 0).
 * A rank in the open-ended `+Inf` bucket gives the largest finite bound. Null with no observations.
 */
export function histogramQuantile(q: number, buckets: readonly Bucket[]): number | null {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let lower = { le: 0, count: 0 };
  for (const bucket of sorted) {
    if (bucket.count >= rank) {
      if (bucket.le === Infinity) return lower.le;
      const inBucket = bucket.count - lower.count;
      return inBucket === 0
        ? bucket.le
        : lower.le + ((bucket.le - lower.le) * (rank - lower.count)) / inBucket;
    }
    lower = bucket;
  }
  return lower.le;
}
