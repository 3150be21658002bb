/**
 * The part of a live ESDB subscription the signal uses: the client's AllStreamSubscription is a
 * Node readable stream with these events (the client's types/index.d.ts, ReadableSubscription).
 */
export interface LiveSource {
  on(event: 'data' | 'confirmation' | 'end' | 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  unsubscribe(): Promise<void>;
}

export interface LiveSignalOptions {
  /** Opens a live subscription to $all, filtered to our events, from the end. */
  subscribe(): LiveSource;
  /** Called for every event the server pushes, and once after each (re)subscription. */
  onSignal(): void;
  /** Pause before subscribing again after the subscription dropped (ms). */
  retryMs: number;
}

/**
 * What LISTEN is to the PostgreSQL adapter: a wake-up call, never a source of events. One live
 * subscription per store, from the end of $all, whose events only say "something was appended";
 * the subscriptions then read $all themselves from where they are (polling-subscription.ts), so
 * nothing here decides what is delivered, and catch-up and live stay one loop.
 *
 * A dropped subscription (the server away, UNAVAILABLE; a leader change; a clean close from the
 * server; a stalled connection cut by the client's keepalive) is replaced after `retryMs`, again
 * until it succeeds. It starts from the end, not from where the dropped one was: appends made
 * meanwhile were never signalled, so each confirmed (re)subscription signals once and the
 * subscriptions read them. Nothing depends on a signal arriving; subscriptions also poll.
 */
export class LiveSignal {
  /** Ends the current subscription; null while none is open. */
  private dropCurrent: (() => void) | null = null;
  private started = false;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: LiveSignalOptions) {}

  /** Subscribes, once; later calls do nothing. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.connect();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.dropCurrent?.();
  }

  private connect(): void {
    this.retryTimer = null;
    if (this.closed) return;
    let source: LiveSource;
    try {
      source = this.options.subscribe();
    } catch {
      this.retry();
      return;
    }
    let lost = false;
    // Runs once per subscription, whichever comes first: an 'error' (the client converts gRPC
    // failures, and ignores the cancellation unsubscribe() causes), 'end' or 'close' from the
    // server, or close(). The listeners stay attached: a late 'error' with none would be thrown.
    const drop = (): void => {
      if (lost) return;
      lost = true;
      if (this.dropCurrent === drop) this.dropCurrent = null;
      source.unsubscribe().catch(() => undefined);
      this.retry();
    };
    source.on('data', () => this.options.onSignal());
    source.on('confirmation', () => this.options.onSignal());
    source.on('error', drop);
    source.on('end', drop);
    source.on('close', drop);
    this.dropCurrent = drop;
  }

  private retry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => this.connect(), this.options.retryMs);
  }
}
