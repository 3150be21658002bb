import { type CounterSync, WindowCounter } from './window-counter';

const W = 60_000;
/** A window boundary, so tests can place hits at known offsets within fixed windows. */
const T0 = 1_000 * W;

/**
 * What the read store does with a round, in memory: adds the writes, answers the totals. The
 * real store (SharedCounts over SQLite) is exercised by shared-counts.int.spec.ts.
 */
class SharedTotals {
  readonly totals = new Map<string, number>();

  apply(sync: CounterSync | null): void {
    if (!sync) return;
    for (const write of sync.writes)
      this.totals.set(write.id, (this.totals.get(write.id) ?? 0) + write.delta);
    sync.done(
      new Map(sync.reads.filter((id) => this.totals.has(id)).map((id) => [id, this.totals.get(id)!])),
    );
  }

  sync(...counters: WindowCounter[]): void {
    for (const counter of counters) this.apply(counter.beginSync());
  }
}

const total = (store: SharedTotals) => [...store.totals.values()].reduce((sum, n) => sum + n, 0);

describe('WindowCounter in one process', () => {
  it('admits up to the limit in a sliding window and says when the oldest hit expires', () => {
    const counter = new WindowCounter('test');
    for (let i = 0; i < 3; i++) expect(counter.take('k', W, 3, T0 + 10_000 * i).admitted).toBe(true);
    const refused = counter.take('k', W, 3, T0 + 35_000);
    expect(refused).toEqual({ admitted: false, count: 3, retryAfterMs: 25_000 });
    // A refused hit is not counted: the first hit's expiry is all it takes.
    expect(counter.take('k', W, 3, T0 + 59_999).admitted).toBe(false);
    expect(counter.take('k', W, 3, T0 + 60_000)).toEqual({ admitted: true, count: 3, retryAfterMs: 0 });
  });

  it('slides across fixed-window boundaries exactly (no burst of twice the limit at a boundary)', () => {
    const counter = new WindowCounter('test');
    for (let i = 0; i < 5; i++) expect(counter.take('k', W, 5, T0 - 1_000 + i).admitted).toBe(true);
    expect(counter.take('k', W, 5, T0 + 1_000).admitted).toBe(false);
    expect(counter.take('k', W, 5, T0 + W - 1_000).admitted).toBe(true);
  });

  it('keeps keys and window lengths apart', () => {
    const counter = new WindowCounter('test');
    expect(counter.take('a', W, 1, T0).admitted).toBe(true);
    expect(counter.take('b', W, 1, T0).admitted).toBe(true);
    expect(counter.take('a', 2 * W, 1, T0).admitted).toBe(true);
    expect(counter.take('a', W, 1, T0).admitted).toBe(false);
  });

  it('reset forgets the hits', () => {
    const counter = new WindowCounter('test');
    counter.add('k', W, T0);
    counter.add('k', W, T0 + 1);
    counter.reset('k', W);
    expect(counter.count('k', W, T0 + 2)).toBe(0);
  });

  it('keeps its memory within the budget: the coldest keys go, once their hits have been sent', () => {
    const counter = new WindowCounter('test', 20_000);
    for (let i = 0; i < 100; i++) counter.add(`key-${i}`, W, T0);
    // Nothing has been sent yet: no key may go before its hits reach the shared store.
    expect(counter.size).toBe(100);
    const round = counter.beginSync()!;
    round.done(new Map(round.writes.map((write) => [write.id, write.delta])));
    counter.add('one-more', W, T0);
    // Within one key's weight of the budget: the key counted now grows after the others made room.
    expect(counter.bytes).toBeLessThanOrEqual(20_000 + 1_000);
    expect(counter.size).toBeLessThan(100);
    // The most recent keys stay, with their hits.
    expect(counter.count('key-99', W, T0)).toBe(1);
    expect(counter.count('one-more', W, T0)).toBe(1);
  });

  it('sweep drops expired keys', () => {
    const counter = new WindowCounter('test');
    counter.add('old', W, T0);
    counter.add('new', W, T0 + 3 * W);
    counter.sweep();
    expect(counter.size).toBe(1);
  });
});

describe('WindowCounter sync rounds', () => {
  it("writes this process's new hits per fixed window, kept until the next window ends, and reads the previous window too", () => {
    const counter = new WindowCounter('rl');
    counter.add('k', W, T0 - 1);
    counter.add('k', W, T0 + 1);
    counter.add('k', W, T0 + 2);
    const sync = counter.beginSync()!;
    const index = T0 / W;
    expect(sync.writes.map((w) => [w.id.split('|').slice(-1)[0], w.delta, w.expiresAtMs])).toEqual([
      [String(index - 1), 1, (index + 1) * W],
      [String(index), 2, (index + 2) * W],
    ]);
    expect(sync.writes.every((w) => w.id.startsWith('rl|') && !w.id.includes('k|'))).toBe(true);
    expect(sync.reads).toHaveLength(2);
    sync.done(new Map());
    // Nothing new since: nothing to send, nothing to read.
    expect(counter.beginSync()).toBeNull();
  });

  it("adds the other processes' hits of the current window once synced", () => {
    const store = new SharedTotals();
    const a = new WindowCounter('rl');
    const b = new WindowCounter('rl');
    for (let i = 0; i < 4; i++) a.add('user', W, T0 + i);
    b.add('user', W, T0 + 10);
    expect(b.count('user', W, T0 + 20)).toBe(1);
    store.sync(a, b);
    expect(b.count('user', W, T0 + 20)).toBe(5);
    expect(b.take('user', W, 5, T0 + 30).admitted).toBe(false);
    // A process reads the others' totals of the keys it was asked about since its last round.
    expect(a.count('user', W, T0 + 20)).toBe(4);
    store.sync(a);
    expect(a.count('user', W, T0 + 20)).toBe(5);
  });

  it("weighs the others' previous window by the part the sliding window still covers", () => {
    const store = new SharedTotals();
    const a = new WindowCounter('rl');
    const b = new WindowCounter('rl');
    for (let i = 0; i < 10; i++) a.add('user', W, T0 - W + i);
    b.count('user', W, T0 - W + 100);
    store.sync(a, b);
    // A quarter into the next window, three quarters of the previous one are still in the last W.
    expect(b.count('user', W, T0 + W / 4)).toBeCloseTo(7.5);
    expect(b.count('user', W, T0 + W - 1)).toBeCloseTo(0, 3);
    expect(b.count('user', W, T0 + W)).toBe(0);
  });

  it('tells a refused client when the estimate falls below the limit', () => {
    const store = new SharedTotals();
    const a = new WindowCounter('rl');
    const b = new WindowCounter('rl');
    for (let i = 0; i < 10; i++) a.add('user', W, T0 - W + i);
    b.count('user', W, T0);
    store.sync(a, b);
    const refused = b.take('user', W, 10, T0);
    expect(refused.admitted).toBe(false);
    // 10 * (1 - x / W) + 1 <= 10 once x >= W / 10.
    expect(refused.retryAfterMs).toBe(W / 10);
    expect(b.take('user', W, 10, T0 + W / 10).admitted).toBe(true);
  });

  it('sends hits again after a failed round, and counts hits made during a round once', () => {
    const store = new SharedTotals();
    const a = new WindowCounter('rl');
    const b = new WindowCounter('rl');
    a.add('k', W, T0);
    a.beginSync()!.failed();
    const round = a.beginSync()!;
    a.add('k', W, T0 + 1); // while the round is in flight
    expect(a.count('k', W, T0 + 2)).toBe(2);
    store.apply(round);
    expect(a.count('k', W, T0 + 2)).toBe(2);
    store.sync(a);
    b.count('k', W, T0 + 3);
    store.sync(b);
    expect(b.count('k', W, T0 + 3)).toBe(2);
    expect(a.count('k', W, T0 + 3)).toBe(2);
  });

  it('a round written but not read back sends nothing twice and keeps the others as last read', () => {
    const store = new SharedTotals();
    const a = new WindowCounter('rl');
    const b = new WindowCounter('rl');
    b.add('k', W, T0);
    store.sync(b);
    a.add('k', W, T0 + 1);
    store.sync(a);
    expect(a.count('k', W, T0 + 2)).toBe(2);
    a.add('k', W, T0 + 3);
    const round = a.beginSync()!;
    for (const write of round.writes)
      store.totals.set(write.id, (store.totals.get(write.id) ?? 0) + write.delta);
    round.done(); // the read failed
    expect(a.count('k', W, T0 + 4)).toBe(3);
    store.sync(a);
    expect(total(store)).toBe(3);
    expect(a.count('k', W, T0 + 4)).toBe(3);
  });

  it("a reset takes back every process's hits, while hits added elsewhere meanwhile stay counted", () => {
    const store = new SharedTotals();
    const a = new WindowCounter('signin');
    const b = new WindowCounter('signin');
    for (let i = 0; i < 3; i++) b.add('pair', W, T0 + i);
    a.add('pair', W, T0 + 5);
    store.sync(b, a);
    expect(a.count('pair', W, T0 + 10)).toBe(4);
    a.reset('pair', W);
    expect(a.count('pair', W, T0 + 10)).toBe(0);
    b.add('pair', W, T0 + 11); // not yet seen by the reset
    store.sync(b, a);
    expect(a.count('pair', W, T0 + 12)).toBe(1);
    b.count('pair', W, T0 + 12);
    store.sync(b);
    // b gives up its own hits the reset took back, and keeps the one made after it.
    expect(b.count('pair', W, T0 + 12)).toBe(1);
    expect(total(store)).toBe(1);
    b.add('pair', W, T0 + 13);
    store.sync(b, a);
    expect(a.count('pair', W, T0 + 14)).toBe(2);
    expect(b.count('pair', W, T0 + 14)).toBe(2);
  });

  it('a reset during a round in flight still takes back everything it knew of', () => {
    const store = new SharedTotals();
    const a = new WindowCounter('signin');
    const b = new WindowCounter('signin');
    b.add('pair', W, T0);
    store.sync(b);
    a.count('pair', W, T0);
    store.sync(a);
    a.add('pair', W, T0 + 1);
    const round = a.beginSync()!;
    a.reset('pair', W);
    expect(a.count('pair', W, T0 + 2)).toBe(0);
    store.apply(round);
    expect(a.count('pair', W, T0 + 2)).toBe(0);
    store.sync(a);
    expect(total(store)).toBe(0);
    expect(a.count('pair', W, T0 + 2)).toBe(0);
  });

  it('refuses a client that alternates between processes at the limit, when rounds run between its requests', () => {
    const store = new SharedTotals();
    const processes = [new WindowCounter('rl'), new WindowCounter('rl')];
    const admitted: boolean[] = [];
    for (let hit = 0; hit < 12; hit++) {
      admitted.push(processes[hit % 2]!.take('user', W, 6, T0 + 500 * hit).admitted);
      // Requests 500 ms apart: each process runs two rounds (every 200 ms) in between.
      store.sync(...processes);
      store.sync(...processes);
    }
    expect(admitted).toEqual([...Array<boolean>(6).fill(true), ...Array<boolean>(6).fill(false)]);
  });

  it('bounds the overshoot of processes that alternate: at most the hits admitted elsewhere within one round', () => {
    // Two processes take turns at 5 hits per sync interval; a round runs after every 10 hits.
    const store = new SharedTotals();
    const processes = [new WindowCounter('rl'), new WindowCounter('rl')];
    const limit = 60;
    let admitted = 0;
    for (let hit = 0; hit < 200; hit++) {
      if (processes[hit % 2]!.take('user', W, limit, T0 + hit).admitted) admitted++;
      if (hit % 10 === 9) store.sync(...processes);
    }
    expect(admitted).toBeGreaterThanOrEqual(limit);
    expect(admitted).toBeLessThanOrEqual(limit + 5);
  });
});
