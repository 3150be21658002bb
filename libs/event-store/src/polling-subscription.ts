import { type EventEmitter } from 'node:events';
import { type EventSubscription, type RecordedEvent } from './event-store.port';

/** Name of the in-process signal an adapter emits after each committed append. */
export const APPENDED = 'appended';

export interface PollingSubscriptionOptions {
  fromPosition: number;
  maxBatchSize: number;
  /** How long to wait before polling again when the last poll found nothing. */
  idlePollMs: number;
  /** Events with position > `after`, in position order, at most `limit`. May be asynchronous. */
  readAfter(after: number, limit: number): RecordedEvent[] | Promise<RecordedEvent[]>;
  /** Emits APPENDED when this process appends, so a waiting subscription wakes at once. */
  appended: EventEmitter;
  onClose(subscription: PollingSubscription): void;
}

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * Catch-up and live in one loop: every pull reads `position > last delivered`. There is no
 * separate live phase to hand over to, so there is no gap and no duplicate by construction. It
 * relies on the adapter's guarantee that a reader never sees a position before all lower ones.
 *
 * An idle subscription polls every `idlePollMs`, for appends nobody told us about (another
 * process on the same SQLite file, a lost PostgreSQL notification); APPENDED wakes it at once.
 * A full batch is followed by an immediate read, because the next `next()` always reads first.
 */
export class PollingSubscription implements EventSubscription, AsyncIterator<RecordedEvent[]> {
  private last: number;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  private wake: (() => void) | null = null;
  /** Whether APPENDED fired since the current read started. */
  private signalled = false;
  /** Serialises `next()` calls made without awaiting the previous one. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: PollingSubscriptionOptions) {
    this.last = options.fromPosition;
  }

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent[]> {
    return this;
  }

  next(): Promise<IteratorResult<RecordedEvent[], undefined>> {
    const result = this.queue.then(() => this.pull());
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Called by `for await` on `break`: leaving the loop ends the subscription. */
  async return(): Promise<IteratorResult<RecordedEvent[], undefined>> {
    await this.close();
    return DONE;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Resolves a pending wait, so a pending next() finishes with done and no timer is left.
    this.wake?.();
    this.options.onClose(this);
  }

  private async pull(): Promise<IteratorResult<RecordedEvent[], undefined>> {
    while (!this.closed) {
      // Listen before reading: with an asynchronous read, an append can commit (and signal) while
      // the read is in flight, after its snapshot; that signal must still cut the idle wait short.
      this.signalled = false;
      this.options.appended.on(APPENDED, this.onAppended);
      try {
        const batch = await this.options.readAfter(this.last, this.options.maxBatchSize);
        if (this.closed) break;
        const lastEvent = batch[batch.length - 1];
        if (lastEvent) {
          this.last = lastEvent.position;
          return { done: false, value: batch };
        }
        if (!this.signalled) await this.idle();
      } finally {
        this.options.appended.off(APPENDED, this.onAppended);
      }
    }
    return DONE;
  }

  private readonly onAppended = (): void => {
    this.signalled = true;
    this.wake?.();
  };

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        this.wake = null;
        resolve();
      };
      this.wake = done;
      // A referenced timer on purpose: a live subscription is what keeps a projector process
      // alive. close() clears it, so nothing is left behind.
      this.timer = setTimeout(done, this.options.idlePollMs);
    });
  }
}
