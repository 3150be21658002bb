import { setTimeout as sleep } from 'node:timers/promises';
import { type EventSubscription, type RecordedEvent } from '../event-store.port';

export interface Collector {
  /** Every event delivered so far, in delivery order. */
  received: RecordedEvent[];
  /** Resolves once `count` events have arrived; rejects after `ms`, or if the subscription fails. */
  waitFor(count: number, ms: number): Promise<void>;
  /** Closes the subscription and waits for its loop to end. */
  stop(): Promise<void>;
}

/** Drains a subscription in the background, the way a projector would. */
export function collect(subscription: EventSubscription): Collector {
  const received: RecordedEvent[] = [];
  let failure: unknown = null;
  const loop = (async () => {
    for await (const batch of subscription) received.push(...batch);
  })().catch((error: unknown) => {
    failure = error ?? new Error('subscription failed');
  });
  return {
    received,
    waitFor: async (count, ms) => {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (failure) throw failure;
        if (Date.now() > deadline) throw new Error(`got ${received.length} of ${count} events in ${ms} ms`);
        await sleep(5);
      }
    },
    stop: async () => {
      await subscription.close();
      await loop;
    },
  };
}

/** Positions strictly increasing, and, with a gap-free log, consecutive. */
export function expectConsecutivePositions(events: RecordedEvent[]): void {
  const first = events[0]?.position ?? 0;
  expect(events.map((e) => e.position)).toEqual(events.map((_, i) => first + i));
}
