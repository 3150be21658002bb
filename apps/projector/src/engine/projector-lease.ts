import { DuplicateKeyError, type ReadStore, type ReadStoreTransaction } from '@buildmentor/read-store';
import {
  collectionOf,
  PROJECTOR_INSTANCES,
  PROJECTOR_LEASE,
  PROJECTOR_LEASE_ID,
  type ProjectorState,
} from '@buildmentor/read-models';

export interface LeaseTiming {
  /** How long a lease lasts unless renewed; a standby takes over within about this long. */
  ttlMs: number;
  /** How often the holder renews (and every process reports itself). */
  renewEveryMs: number;
}

export const DEFAULT_LEASE_TIMING: LeaseTiming = { ttlMs: 3_000, renewEveryMs: 1_000 };

/** Raised inside a batch's transaction when this process no longer holds the lease. */
export class LeaseLostError extends Error {
  constructor() {
    super('the projector lease is held by another process');
    this.name = 'LeaseLostError';
  }
}

/**
 * Exactly one active projector: a lease document in the live namespace that a process takes when
 * it is free or expired and renews while it works. Taking it is one conditional update (atomic in
 * every read store: SQLite serialises writers, PostgreSQL locks the row, MongoDB updates one
 * document atomically); creating it is an insert that only one process can win.
 *
 * A lease alone does not stop a process that was paused past its expiry from committing one more
 * batch, so every batch also checks the lease inside its own transaction (`assertHeld`) before
 * it writes: a process that lost the lease rolls back instead of overwriting newer read models.
 */
export class ProjectorLease {
  constructor(
    readonly instanceId: string,
    private readonly timing: LeaseTiming = DEFAULT_LEASE_TIMING,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes or renews the lease; true when this process holds it afterwards. */
  async acquire(store: ReadStore): Promise<boolean> {
    const leases = collectionOf(store, PROJECTOR_LEASE);
    const now = this.now();
    const at = new Date(now).toISOString();
    const renewed = await leases.updateOne(
      { _id: PROJECTOR_LEASE_ID, $or: [{ holder: this.instanceId }, { expires_at_ms: { $lt: now } }] },
      { $set: { holder: this.instanceId, expires_at_ms: now + this.timing.ttlMs, renewed_at: at } },
    );
    if (renewed.matchedCount === 1) return true;
    if (await leases.findOne({ _id: PROJECTOR_LEASE_ID })) return false;
    try {
      await leases.insertOne({
        _id: PROJECTOR_LEASE_ID,
        holder: this.instanceId,
        expires_at_ms: now + this.timing.ttlMs,
        acquired_at: at,
        renewed_at: at,
      });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  /** Inside a batch's transaction: throws LeaseLostError unless this process still holds the lease. */
  async assertHeld(tx: ReadStoreTransaction): Promise<void> {
    const lease = await collectionOf(tx, PROJECTOR_LEASE).findOne({ _id: PROJECTOR_LEASE_ID });
    if (!lease || lease.holder !== this.instanceId || lease.expires_at_ms <= this.now())
      throw new LeaseLostError();
  }

  /** Gives the lease up at once (a clean stop), so a standby need not wait for it to expire. */
  async release(store: ReadStore): Promise<void> {
    await collectionOf(store, PROJECTOR_LEASE).updateOne(
      { _id: PROJECTOR_LEASE_ID, holder: this.instanceId },
      { $set: { expires_at_ms: 0 } },
    );
    await collectionOf(store, PROJECTOR_INSTANCES).deleteOne({ _id: this.instanceId });
  }

  /** Records what this process is doing, for /api/status and the admin System tab. */
  async report(store: ReadStore, state: ProjectorState, error: string | null = null): Promise<void> {
    const now = this.now();
    await collectionOf(store, PROJECTOR_INSTANCES).replaceOne(
      { _id: this.instanceId },
      { _id: this.instanceId, state, seen_at: new Date(now).toISOString(), seen_at_ms: now, error },
      { upsert: true },
    );
  }

  get renewEveryMs(): number {
    return this.timing.renewEveryMs;
  }
}
