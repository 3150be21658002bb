import { withJitter } from './projector';

describe('withJitter', () => {
  it('waits between half the delay and the whole delay', () => {
    expect(withJitter(1_000, () => 0)).toBe(500);
    expect(withJitter(1_000, () => 0.5)).toBe(750);
    expect(withJitter(1_000, () => 0.999_999)).toBe(1_000);
  });

  it('spreads projectors that failed together', () => {
    const waits = new Set(Array.from({ length: 50 }, () => withJitter(4_000)));
    expect(waits.size).toBeGreaterThan(10);
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(2_000);
      expect(wait).toBeLessThanOrEqual(4_000);
    }
  });
});
