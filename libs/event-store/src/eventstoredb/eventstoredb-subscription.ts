import { type AllStreamResolvedEvent, type AllStreamSubscription } from '@eventstore/db-client';
import { type EventSubscription, type RecordedEvent } from '../event-store.port';
import { toRecordedEvent } from './eventstoredb-mapping';

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };
/** Buffered batches before the gRPC stream is paused; keeps a slow projector's memory bounded. */
const BUFFERED_BATCHES = 4;

/**
 * Turns ESDB's event-at-a-time catch-up subscription into our batches: whatever has arrived when
 * the consumer asks (at most maxBatchSize) is one batch. ESDB does the catch-up/live hand-over
 * itself; we only keep the order and drop anything at or before the last delivered position.
 */
export class EsdbBatchingSubscription implements EventSubscription, AsyncIterator<RecordedEvent[]> {
  private readonly buffer: RecordedEvent[] = [];
  private lastPosition: number;
  private ended = false;
  private closed = false;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly source: AllStreamSubscription,
    fromPosition: number,
    private readonly maxBatchSize: number,
    private readonly onClose: (subscription: EsdbBatchingSubscription) => void,
  ) {
    this.lastPosition = fromPosition;
    source.on('data', (resolved: AllStreamResolvedEvent) => {
      const event = toRecordedEvent(resolved);
      if (!event || event.position <= this.lastPosition) return;
      this.lastPosition = event.position;
      this.buffer.push(event);
      if (this.buffer.length >= BUFFERED_BATCHES * maxBatchSize) source.pause();
      this.signal();
    });
    source.on('error', (error: Error) => {
      // Unsubscribing cancels the call, which surfaces as an error: not a failure of ours.
      if (!this.closed) this.failure = error;
      this.signal();
    });
    source.on('end', () => this.finish());
    source.on('close', () => this.finish());
  }

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent[]> {
    return this;
  }

  next(): Promise<IteratorResult<RecordedEvent[], undefined>> {
    const result = this.queue.then(() => this.take());
    this.queue = result.catch(() => undefined);
    return result;
  }

  async return(): Promise<IteratorResult<RecordedEvent[], undefined>> {
    await this.close();
    return DONE;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.signal();
    this.onClose(this);
    await this.source.unsubscribe();
  }

  private async take(): Promise<IteratorResult<RecordedEvent[], undefined>> {
    for (;;) {
      if (this.closed) return DONE;
      if (this.buffer.length > 0) break;
      if (this.failure) throw this.failure;
      if (this.ended) return DONE;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
    const batch = this.buffer.splice(0, this.maxBatchSize);
    if (this.source.isPaused() && this.buffer.length < this.maxBatchSize) this.source.resume();
    return { done: false, value: batch };
  }

  private finish(): void {
    this.ended = true;
    this.signal();
  }

  private signal(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}
