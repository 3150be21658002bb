/** Something waiting for the outcome of its part of a batch. */
export interface Waiting<R> {
  resolve(value: R): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions<T> {
  /** Commits one batch and settles every item of it; an error it throws rejects them all. */
  commit(batch: T[]): Promise<void>;
  /** Most items in one batch. */
  maxItems: number;
  /** Most total weight in one batch; an item heavier than this still goes, alone. */
  maxWeight: number;
  weight(item: T): number;
  /**
   * When a batch goes once one is due: process.nextTick by default (a store whose commit waits on
   * the network gathers what arrives while it is in flight). A store that commits synchronously
   * is never in flight, so nothing would gather: it passes setImmediate, which waits for the I/O
   * callbacks of this turn of the event loop, so the appends of every request that arrived
   * together share one commit.
   */
  schedule?: (run: () => void) => void;
}

/**
 * Group commit, as the database does it for WAL flushes: while one batch is being committed, the
 * items that arrive queue up, and go together as the next batch as soon as it is done. Alone, an
 * item goes at once: on process.nextTick, which runs once the current callback and every promise
 * continuation it set off are done, so items made together share a batch, and so do the next
 * items of callers a batch has just answered. Under load, batches grow by themselves to whatever
 * arrived meanwhile, and one commit serves them all. At most one batch is in flight; items go in
 * arrival order.
 */
export class GroupCommit<T extends Waiting<never>> {
  private readonly queue: T[] = [];
  /** A batch is in flight or scheduled. */
  private busy = false;
  private idleWaiters: (() => void)[] = [];
  private readonly schedule: (run: () => void) => void;

  constructor(private readonly options: GroupCommitOptions<T>) {
    this.schedule = options.schedule ?? ((run) => process.nextTick(run));
  }

  add(item: T): void {
    this.queue.push(item);
    if (this.busy) return;
    this.busy = true;
    this.schedule(() => void this.next());
  }

  /** Resolves once nothing is queued or in flight. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async next(): Promise<void> {
    if (this.queue.length === 0) {
      this.busy = false;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
      return;
    }
    const batch = this.queue.splice(0, this.batchLength());
    try {
      await this.options.commit(batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
    // After the callers' continuations have run: what they add next joins the next batch.
    this.schedule(() => void this.next());
  }

  private batchLength(): number {
    let weight = this.options.weight(this.queue[0]!);
    let length = 1;
    while (length < this.queue.length && length < this.options.maxItems) {
      weight += this.options.weight(this.queue[length]!);
      if (weight > this.options.maxWeight) break;
      length += 1;
    }
    return length;
  }
}
