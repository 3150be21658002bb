import { createHash } from 'node:crypto';

/** One shared total to add to: the hits of one key in one fixed window, by id. */
export interface CounterWrite {
  id: string;
  delta: number;
  /** When no process needs the window any more: the end of the window after it. */
  expiresAtMs: number;
}

/**
 * One round of syncing a counter with the shared store: add `writes`, then read the totals of
 * `reads` (which include the written ids), and report how it went. Until then the counter keeps
 * counting; what it is sending is neither lost nor counted twice.
 */
export interface CounterSync {
  /** The counter's scope, stored with each window so that it expires them by its own clock. */
  readonly scope: string;
  readonly writes: readonly CounterWrite[];
  readonly reads: readonly string[];
  /**
   * The writes are stored; `totals` are the shared counts read after them (a missing id is 0).
   * Without totals (the read failed) the others' counts stay as they were last read.
   */
  done(totals?: ReadonlyMap<string, number>): void;
  /** Nothing was stored: the writes are sent again with the next round. */
  failed(): void;
}

export interface TakeResult {
  admitted: boolean;
  /** The count in the window, this hit included when it was admitted. */
  count: number;
  /** When refused: how long until a hit would be admitted, if nothing else arrives. */
  retryAfterMs: number;
}

/** One key's share of one fixed window (index `floor(t / windowMs)`), as this process knows it. */
interface WindowShare {
  readonly id: string;
  readonly index: number;
  /** This process's hits not yet sent. */
  mine: number;
  /** An adjustment not yet sent (a reset takes back what the window held). */
  correction: number;
  sendingMine: number;
  sendingCorrection: number;
  /** This process's hits the shared total already holds. */
  written: number;
  /** The shared total as last read: every process's written hits, this one's included. */
  total: number;
}

interface Entry {
  readonly windowMs: number;
  readonly hash: string;
  /** This process's hits in the sliding window, oldest first. */
  hits: number[];
  shares: Map<number, WindowShare>;
  /** Until then the key is read every round (it came near its limit). */
  watchedUntil: number;
  /** Its estimated memory, as last weighed (see `weigh`). */
  bytes: number;
}

/**
 * Memory for the keys counted in this process; past it the least recently used keys go, so a
 * flood of made-up keys (or a day of new users under day-long windows) cannot grow it. A key that
 * goes loses only this process's log: its hits stay in the shared store, and come back as the
 * others' part once the key is counted again and synced.
 */
const MAX_BYTES = 16 * 1024 * 1024;
/** A key's own weight (its map key, hash, log and share objects), a hit's, and a window share's. */
const KEY_BYTES = 320;
const HIT_BYTES = 8;
const SHARE_BYTES = 200;

/**
 * Counts hits per key over a sliding window, in one process, and adds the hits the other API
 * processes (node:cluster workers, other instances) have counted, from a store they all share.
 *
 * This process's own hits are exact: a log of their times, so with one process the window slides
 * exactly (a hit counts until it is `windowMs` old). The others' hits arrive as totals per fixed
 * window (aligned to the epoch, so every process agrees on them without talking): the current
 * window's total plus the previous window's, weighted by the part of it the sliding window still
 * covers (the usual sliding-window estimate, which assumes the previous window's hits were spread
 * evenly).
 *
 * Nothing here waits for the store: a decision reads memory only, and `beginSync` hands the new
 * hits to whoever writes them (SharedCounts, every 200 ms). So the others' part is as old as the
 * last sync, and processes can admit more than the limit between two syncs: at most the hits
 * admitted elsewhere during the interval it takes for them to be written and read back (two sync
 * intervals plus the store's round trip). Staleness only ever undercounts, so nothing is refused
 * that the limit allows.
 */
export class WindowCounter {
  private readonly entries = new Map<string, Entry>();
  /** Keys consulted since the last sync round: their hits are written and the others' totals read again. */
  private readonly dirty = new Set<Entry>();
  /** Keys near their limit: the others' totals are read every round, consulted or not. */
  private readonly watched = new Set<Entry>();
  /** The latest time a caller counted at; the counter's clock for its own housekeeping. */
  private latestNow = 0;
  /** The estimated memory of every entry, kept under the budget. */
  private totalBytes = 0;

  /** `scope` keeps the ids of different counters (rate limits, sign-in failures) apart. */
  constructor(
    readonly scope: string,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /**
   * The key's count in the window ending at `now`: this process's hits, plus the others' as last
   * synced. With the `limit` the caller compares it to, a key near it is kept fresh (see `watch`).
   */
  count(key: string, windowMs: number, now: number, limit = Infinity): number {
    const entry = this.entry(key, windowMs, now);
    const count = this.estimate(entry, now);
    this.watch(entry, count, limit, now);
    return count;
  }

  /**
   * Counts one hit if the count stays within `limit` with it. A refused hit is not counted (a
   * client that keeps trying while refused is not shut out for longer).
   */
  take(key: string, windowMs: number, limit: number, now: number): TakeResult {
    const entry = this.entry(key, windowMs, now);
    const count = this.estimate(entry, now);
    this.watch(entry, count, limit, now);
    if (count + 1 > limit)
      return { admitted: false, count, retryAfterMs: this.retryAfter(entry, limit, now) };
    this.record(entry, now);
    return { admitted: true, count: count + 1, retryAfterMs: 0 };
  }

  /** Counts one hit whatever the count. */
  add(key: string, windowMs: number, now: number): void {
    this.record(this.entry(key, windowMs, now), now);
  }

  /**
   * Forgets the key's hits, in every process: this process's at once, the others' through the
   * store (the next sync takes back the total it last read; hits another process adds meanwhile
   * stay counted).
   */
  reset(key: string, windowMs: number): void {
    const entry = this.entries.get(this.mapKey(key, windowMs));
    if (!entry) return;
    entry.hits = [];
    this.weigh(entry);
    this.dirty.add(entry);
    for (const share of entry.shares.values()) {
      // Whatever the store will hold once everything in flight lands is taken back, and this
      // process's written hits count as none: the others' part reads 0 until they add more.
      share.correction = -(share.total + share.sendingMine + share.sendingCorrection);
      share.mine = 0;
      share.written = -share.sendingMine;
    }
  }

  /**
   * The next round of syncing: the hits not yet written, and the ids whose totals to read (every
   * key consulted since the last round, current and previous window). Null when there is nothing
   * to do. One round at a time: the caller settles it (`done` or `failed`) before the next.
   */
  beginSync(): CounterSync | null {
    const sending: { share: WindowShare; entry: Entry }[] = [];
    const read = new Map<string, { share: WindowShare; entry: Entry }>();
    const entries = new Set(this.dirty);
    this.dirty.clear();
    for (const entry of this.watched) {
      if (entry.watchedUntil > this.latestNow) entries.add(entry);
      else this.watched.delete(entry);
    }
    for (const entry of entries) {
      const current = Math.floor(this.latestNow / entry.windowMs);
      for (const index of [current - 1, current]) {
        const share = this.share(entry, index);
        read.set(share.id, { share, entry });
      }
      for (const share of entry.shares.values()) {
        if (share.mine === 0 && share.correction === 0) continue;
        share.sendingMine = share.mine;
        share.sendingCorrection = share.correction;
        share.mine = 0;
        share.correction = 0;
        sending.push({ share, entry });
        read.set(share.id, { share, entry });
      }
    }
    if (read.size === 0) return null;
    let settled = false;
    return {
      scope: this.scope,
      writes: sending.map(({ share, entry }) => ({
        id: share.id,
        delta: share.sendingMine + share.sendingCorrection,
        expiresAtMs: (share.index + 2) * entry.windowMs,
      })),
      reads: [...read.keys()],
      done: (totals) => {
        if (settled) return;
        settled = true;
        for (const { share, entry } of read.values()) {
          share.written += share.sendingMine;
          share.total = totals
            ? (totals.get(share.id) ?? 0)
            : share.total + share.sendingMine + share.sendingCorrection;
          share.sendingMine = 0;
          share.sendingCorrection = 0;
          this.giveUpTakenBack(entry, share);
        }
      },
      failed: () => {
        if (settled) return;
        settled = true;
        for (const { share, entry } of sending) {
          share.mine += share.sendingMine;
          share.correction += share.sendingCorrection;
          share.sendingMine = 0;
          share.sendingCorrection = 0;
          this.dirty.add(entry);
        }
      },
    };
  }

  /**
   * The store holds fewer hits than this process wrote to the window: another process's reset
   * took them back (it took back the whole total it had read). So they no longer count here
   * either: the oldest of them leave this process's log. (A deficit that hits added elsewhere
   * meanwhile cover needs nothing: the estimate, log plus the others' part, is right as it is.)
   */
  private giveUpTakenBack(entry: Entry, share: WindowShare): void {
    const takenBack = Math.min(share.written, -Math.floor(othersRaw(share)));
    if (takenBack <= 0) return;
    share.written -= takenBack;
    const start = sortedIndex(entry.hits, share.index * entry.windowMs - 1);
    const inWindow = sortedIndex(entry.hits, (share.index + 1) * entry.windowMs - 1) - start;
    entry.hits.splice(start, Math.min(takenBack, inWindow));
    this.weigh(entry);
  }

  /**
   * Drops what no decision needs any more: hits older than the window, windows before the
   * previous one, keys with neither. Run now and then (SharedCounts: every few seconds), not per hit.
   */
  sweep(): void {
    for (const [mapKey, entry] of this.entries) {
      this.prune(entry, this.latestNow);
      const current = Math.floor(this.latestNow / entry.windowMs);
      for (const [index, share] of entry.shares)
        if (index < current - 1 && share.sendingMine === 0 && share.sendingCorrection === 0)
          entry.shares.delete(index);
      if (entry.hits.length === 0 && entry.shares.size === 0) this.forget(mapKey, entry);
      else this.weigh(entry);
    }
  }

  /** Keys held (for tests and the sweep's bound). */
  get size(): number {
    return this.entries.size;
  }

  /** The estimated memory of the keys held (for tests): within one key's weight of the budget. */
  get bytes(): number {
    return this.totalBytes;
  }

  /**
   * The counter's own time: the latest its callers counted at. Windows expire by it, not by the
   * machine's clock, so a caller whose clock is pinned (tests) keeps its windows.
   */
  get now(): number {
    return this.latestNow;
  }

  private entry(key: string, windowMs: number, now: number): Entry {
    if (now > this.latestNow) this.latestNow = now;
    const mapKey = this.mapKey(key, windowMs);
    let entry = this.entries.get(mapKey);
    if (entry) {
      // Most recently used last, so the bound below evicts the coldest key.
      this.entries.delete(mapKey);
    } else {
      const hash = createHash('sha256').update(mapKey).digest('base64url').slice(0, 22);
      entry = { windowMs, hash, hits: [], shares: new Map(), watchedUntil: 0, bytes: 0 };
    }
    this.entries.set(mapKey, entry);
    this.weigh(entry);
    // Most recently used last: the coldest keys go first, never the one asked about now, nor one
    // whose hits wait for the next sync (they would never reach the store).
    if (this.totalBytes > this.maxBytes) {
      for (const [coldest, evicted] of this.entries) {
        if (this.totalBytes <= this.maxBytes || evicted === entry) break;
        if (!this.dirty.has(evicted)) this.forget(coldest, evicted);
      }
    }
    this.dirty.add(entry);
    this.prune(entry, now);
    return entry;
  }

  /** Brings the running total in line with the entry's current weight (O(1); after any change). */
  private weigh(entry: Entry): void {
    const bytes = KEY_BYTES + HIT_BYTES * entry.hits.length + SHARE_BYTES * entry.shares.size;
    this.totalBytes += bytes - entry.bytes;
    entry.bytes = bytes;
  }

  private forget(mapKey: string, entry: Entry): void {
    this.entries.delete(mapKey);
    this.watched.delete(entry);
    this.dirty.delete(entry);
    this.totalBytes -= entry.bytes;
  }

  /**
   * A key at half its limit or more is read every round for a window, not only after this
   * process is asked about it: then a client whose requests alternate between processes meets a
   * view at most a round or two old in each, and is refused at the limit rather than a hit or so
   * past it. Keys far from their limit (nearly all) cost nothing between their own requests.
   */
  private watch(entry: Entry, count: number, limit: number, now: number): void {
    if (count + 1 < limit / 2) return;
    entry.watchedUntil = now + entry.windowMs;
    this.watched.add(entry);
  }

  private mapKey(key: string, windowMs: number): string {
    return `${windowMs}|${key}`;
  }

  private share(entry: Entry, index: number): WindowShare {
    let share = entry.shares.get(index);
    if (!share) {
      share = {
        id: `${this.scope}|${entry.hash}|${index}`,
        index,
        mine: 0,
        correction: 0,
        sendingMine: 0,
        sendingCorrection: 0,
        written: 0,
        total: 0,
      };
      entry.shares.set(index, share);
      this.weigh(entry);
    }
    return share;
  }

  private record(entry: Entry, now: number): void {
    // Kept in order even if a caller's clock steps back (tests pin clocks), for the binary searches.
    const at = sortedIndex(entry.hits, now);
    if (at === entry.hits.length) entry.hits.push(now);
    else entry.hits.splice(at, 0, now);
    this.weigh(entry);
    this.share(entry, Math.floor(now / entry.windowMs)).mine += 1;
  }

  private prune(entry: Entry, now: number): void {
    const expired = sortedIndex(entry.hits, now - entry.windowMs);
    if (expired > 0) {
      entry.hits.splice(0, expired);
      this.weigh(entry);
    }
  }

  /** The count at `at` (now or later), with no new hits: this process's exactly, the others' estimated. */
  private estimate(entry: Entry, at: number): number {
    const mine = entry.hits.length - sortedIndex(entry.hits, at - entry.windowMs);
    return mine + this.others(entry, at);
  }

  private others(entry: Entry, at: number): number {
    const current = Math.floor(at / entry.windowMs);
    const stillCovered = (entry.windowMs - (at - current * entry.windowMs)) / entry.windowMs;
    return othersIn(entry.shares.get(current)) + othersIn(entry.shares.get(current - 1)) * stillCovered;
  }

  /**
   * The least whole number of milliseconds until a hit would be admitted, if nothing else
   * arrives: the count only falls as time passes (own hits expire, the others' previous window
   * weighs less and less), so a binary search finds it. Within two windows everything has gone.
   */
  private retryAfter(entry: Entry, limit: number, now: number): number {
    const admits = (wait: number) => this.estimate(entry, now + wait) + 1 <= limit;
    let low = 0;
    let high = 2 * entry.windowMs;
    if (!admits(high)) return high;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (admits(middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/** The other processes' hits in a window: what the store holds, less this process's part of it. */
function othersIn(share: WindowShare | undefined): number {
  return share ? Math.max(0, othersRaw(share)) : 0;
}

/** Negative when a reset elsewhere took back hits this process wrote. */
function othersRaw(share: WindowShare): number {
  return share.total + share.sendingCorrection + share.correction - share.written;
}

/** The number of times in `sorted` that are at or before `time` (times after it start there). */
function sortedIndex(sorted: readonly number[], time: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}
