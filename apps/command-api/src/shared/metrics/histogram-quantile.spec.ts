import { histogramQuantile } from './histogram-quantile';

describe('histogramQuantile (as Prometheus estimates it)', () => {
  const buckets = [
    { le: 0.1, count: 50 },
    { le: 0.5, count: 90 },
    { le: 1, count: 100 },
    { le: Infinity, count: 100 },
  ];

  it('interpolates inside the bucket the rank falls in, the first bucket starting at 0', () => {
    expect(histogramQuantile(0.5, buckets)).toBeCloseTo(0.1);
    expect(histogramQuantile(0.25, buckets)).toBeCloseTo(0.05);
    expect(histogramQuantile(0.7, buckets)).toBeCloseTo(0.3);
    expect(histogramQuantile(0.95, buckets)).toBeCloseTo(0.75);
  });

  it('gives the largest finite bound for a rank in the +Inf bucket, and null with no observations', () => {
    expect(histogramQuantile(0.99, [...buckets.slice(0, 3), { le: Infinity, count: 200 }])).toBe(1);
    expect(
      histogramQuantile(
        0.5,
        buckets.map((b) => ({ ...b, count: 0 })),
      ),
    ).toBeNull();
    expect(histogramQuantile(0.5, [])).toBeNull();
  });
});
