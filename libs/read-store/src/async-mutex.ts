/**
 * A FIFO mutex for one connection (SQLite's, or a PostgreSQL transaction's client). A transaction
 * body is async: while it awaits, other callers on the same connection would otherwise run their
 * statements inside the open transaction (and be committed or rolled back with it), or interleave
 * a read-modify-write with another one.
 *
 * An uncontended `runExclusive` runs its function at once, without waiting a tick: that keeps
 * the common case (no transaction open) as fast as calling better-sqlite3 directly.
 */
export class AsyncMutex {
  private locked = false;
  private readonly waiters: (() => void)[] = [];

  get isLocked(): boolean {
    return this.locked;
  }

  acquire(): Promise<void> {
    if (!this.locked) {
      this.locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Hands the lock straight to the next waiter, so nobody can barge in between. */
  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.locked = false;
  }

  /** Runs a synchronous function while holding the lock. */
  runExclusive<T>(fn: () => T): Promise<T> {
    if (!this.locked) {
      this.locked = true;
      try {
        return Promise.resolve(fn());
      } catch (error) {
        return Promise.reject(error);
      } finally {
        this.release();
      }
    }
    return this.acquire().then(() => {
      try {
        return fn();
      } finally {
        this.release();
      }
    });
  }
}
