import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Logger } from '@buildmentor/config';
import {
  collectionOf,
  SHARED_COUNTERS,
  SHARED_COUNTERS_NAMESPACE,
  type SharedCounterDoc,
} from '@buildmentor/read-models';
import { READ_STORE_PROVIDER, type ReadStore, type ReadStoreProvider } from '@buildmentor/read-store';
import { LOGGER } from '../../infrastructure/tokens';
import { type CounterSync, WindowCounter } from './window-counter';

/**
 * How often each process writes its new hits and reads the others' totals. Between two syncs a
 * process decides on what it last read, so this sets how far a limit can be overshot across
 * processes (docs/decisions.md): shorter is tighter and costs more writes.
 */
export const SYNC_INTERVAL_MS = 200;
/** Old hits and windows leave memory this often. */
const SWEEP_EVERY_MS = 5_000;
/** Expired windows leave the store this often (by whichever process gets there). */
const DELETE_EXPIRED_EVERY_MS = 30_000;
/** A failing store is reported at most this often, not every round. */
const WARN_EVERY_MS = 30_000;
/** Ids per `$in` read, well inside every store's parameter limits. */
const READ_CHUNK = 500;

/**
 * The counters the rate limits and the sign-in throttle count with (WindowCounter), shared by
 * every API process through the read store: node:cluster workers on one port and API instances
 * on other machines alike, on SQLite (processes sharing DATA_DIR), PostgreSQL or MongoDB, since
 * only the read-store port is used.
 *
 * A request never waits for the store: counters decide in memory, and every SYNC_INTERVAL_MS
 * this service writes each key's new hits (one `$inc` per key and window, all in one
 * transaction) and reads the totals back (one `$in` query per 500 ids). A store that fails
 * costs accuracy across processes, never a request: the hits are sent again with the next round,
 * and each process keeps limiting with what it knows.
 *
 * The cost is one upsert per key with new hits per round and process, so a key hit many times
 * in a round costs one write, but distinct clients cost one write each (about 25 µs on SQLite,
 * a lock and two round trips on PostgreSQL, inside the round's one transaction).
 */
@Injectable()
export class SharedCounts implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly counters = new Map<string, WindowCounter>();
  private store: Promise<ReadStore> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private lastSweep = Date.now();
  private lastDelete = 0;
  private lastWarning = 0;
  private stopped = false;

  constructor(
    @Inject(READ_STORE_PROVIDER) private readonly provider: ReadStoreProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The counter of one scope (one per use: 'rate-limits', 'sign-in'), synced with the others'. */
  counter(scope: string): WindowCounter {
    let counter = this.counters.get(scope);
    if (!counter) {
      counter = new WindowCounter(scope);
      this.counters.set(scope, counter);
    }
    return counter;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sync(), SYNC_INTERVAL_MS);
    this.timer.unref();
  }

  /**
   * One round: every counter's new hits written and the others' totals read, in one transaction;
   * now and then also the housekeeping. Overlapping calls share the round in progress.
   */
  sync(): Promise<void> {
    this.running ??= this.round().finally(() => (this.running = null));
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    // The last hits go to the others too (the stores may already be closing; then they are lost).
    await this.round(true).catch(() => undefined);
    const store = this.store;
    this.store = null;
    await store?.then((s) => s.close()).catch(() => undefined);
  }

  private async round(final = false): Promise<void> {
    if (this.stopped && !final) return;
    const now = Date.now();
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      for (const counter of this.counters.values()) counter.sweep();
    }
    const syncs = [...this.counters.values()]
      .map((counter) => counter.beginSync())
      .filter((sync): sync is CounterSync => sync !== null);
    if (syncs.length > 0) {
      try {
        await this.write(syncs);
      } catch (error) {
        for (const sync of syncs) sync.failed();
        this.warn('shared counters could not be synced; counting locally until the store answers', error);
        return;
      }
      try {
        const totals = await this.read(syncs);
        for (const sync of syncs) sync.done(totals);
      } catch (error) {
        // Written: not to be sent again. The others' counts are read with a later round.
        for (const sync of syncs) sync.done();
        this.warn('shared counters could not be read; counting locally until the store answers', error);
      }
    }
    // Only once this process has counted something: an idle API leaves the store alone.
    if (!final && this.store && now - this.lastDelete >= DELETE_EXPIRED_EVERY_MS) {
      this.lastDelete = now;
      try {
        const counters = collectionOf(await this.open(), SHARED_COUNTERS);
        for (const counter of this.counters.values())
          await counters.deleteMany({ scope: counter.scope, expires_at_ms: { $lt: counter.now } });
      } catch (error) {
        this.warn('expired shared counters could not be deleted', error);
      }
    }
  }

  /**
   * Writes every round's hits in one transaction (all or nothing, so a failed round is simply sent
   * again), in `_id` order: two processes writing overlapping keys then lock rows in the same
   * order and cannot deadlock (PostgreSQL).
   */
  private async write(syncs: readonly CounterSync[]): Promise<void> {
    const writes = syncs
      .flatMap((sync) => sync.writes.map((write) => ({ ...write, scope: sync.scope })))
      .sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
    if (writes.length === 0) return;
    await (
      await this.open()
    ).transaction(async (tx) => {
      const counters = collectionOf(tx, SHARED_COUNTERS);
      for (const write of writes)
        await counters.updateOne(
          { _id: write.id },
          {
            $inc: { count: write.delta },
            $setOnInsert: { scope: write.scope, expires_at_ms: write.expiresAtMs },
          },
          { upsert: true },
        );
    });
  }

  /**
   * The totals, read after the writes committed rather than inside their transaction, so the
   * write lock (SQLite's covers the whole file) is held no longer than the writes take.
   */
  private async read(syncs: readonly CounterSync[]): Promise<Map<string, number>> {
    const ids = [...new Set(syncs.flatMap((sync) => sync.reads))];
    const counters = collectionOf(await this.open(), SHARED_COUNTERS);
    const totals = new Map<string, number>();
    for (let from = 0; from < ids.length; from += READ_CHUNK) {
      const docs: SharedCounterDoc[] = await counters.find({
        _id: { $in: ids.slice(from, from + READ_CHUNK) },
      });
      for (const doc of docs) totals.set(doc._id, doc.count);
    }
    return totals;
  }

  private open(): Promise<ReadStore> {
    this.store ??= (async () => {
      const store = await this.provider.open(SHARED_COUNTERS_NAMESPACE);
      await store.createIndex(SHARED_COUNTERS.name, {
        keys: { scope: 1, expires_at_ms: 1 },
        name: 'shared_counters_expiry',
      });
      return store;
    })().catch((error: unknown) => {
      this.store = null;
      throw error;
    });
    return this.store;
  }

  private warn(message: string, error: unknown): void {
    const now = Date.now();
    if (this.stopped || now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn(message, { error: error instanceof Error ? error.message : String(error) });
  }
}
