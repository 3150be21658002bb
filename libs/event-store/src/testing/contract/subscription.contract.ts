import { setTimeout as sleep } from 'node:timers/promises';
import { type EventSubscription, type RecordedEvent } from '../../event-store.port';
import { type ContractContext } from '../event-store.contract';
import { anEvent, someEvents } from '../test-events';

/** Rejects when `promise` takes longer than `ms`; the timer never outlives the race. */
export async function withTimeout<T>(promise: Promise<T>, ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Pulls batches one at a time, keeping the events of one stream; a shared log may hold others. */
function puller(subscription: EventSubscription, streamId: string, maxBatchSize: number) {
  const iterator = subscription[Symbol.asyncIterator]();
  const received: RecordedEvent[] = [];
  const pull = async (): Promise<void> => {
    const result = await withTimeout(iterator.next());
    if (result.done) throw new Error('subscription ended early');
    expect(result.value.length).toBeGreaterThan(0);
    expect(result.value.length).toBeLessThanOrEqual(maxBatchSize);
    received.push(...result.value.filter((e) => e.streamId === streamId));
  };
  const pullUntil = async (count: number): Promise<void> => {
    while (received.length < count) await pull();
  };
  return { received, pullUntil };
}

function expectExactlyRevisions(events: RecordedEvent[], count: number): void {
  expect(events.map((e) => e.revision)).toEqual(Array.from({ length: count }, (_, i) => i));
  for (let i = 1; i < events.length; i += 1)
    expect(events[i]!.position).toBeGreaterThan(events[i - 1]!.position);
}

export function describeSubscriptionContract(ctx: ContractContext): void {
  describe('subscribeToAll', () => {
    it('catches up, then goes live, with no gap and no duplicate at the hand-over', async () => {
      const store = ctx.store();
      const streamId = ctx.streamId();
      const start = await store.headPosition();
      await store.append(streamId, someEvents(6), 'no_stream');
      const subscription = store.subscribeToAll({ fromPosition: start, maxBatchSize: 2 });
      try {
        const { received, pullUntil } = puller(subscription, streamId, 2);
        await pullUntil(1);
        // Appended while the subscription has only delivered part of the stored events.
        await store.append(streamId, someEvents(3), 5);
        await pullUntil(9);
        for (let revision = 9; revision < 12; revision += 1) {
          // The subscription is now waiting for live events: append while a pull is pending.
          const pending = pullUntil(revision + 1);
          await sleep(5);
          await store.append(streamId, [anEvent()], revision - 1);
          await pending;
        }
        expectExactlyRevisions(received, 12);
      } finally {
        await subscription.close();
      }
    });

    it('starts after fromPosition, exclusive', async () => {
      const store = ctx.store();
      const streamId = ctx.streamId();
      await store.append(streamId, someEvents(3), 'no_stream');
      const [first] = await store.readStream(streamId);
      const subscription = store.subscribeToAll({ fromPosition: first!.position, maxBatchSize: 10 });
      try {
        const { received, pullUntil } = puller(subscription, streamId, 10);
        await pullUntil(2);
        expect(received.map((e) => e.revision)).toEqual([1, 2]);
      } finally {
        await subscription.close();
      }
    });

    it('delivers events appended through another connection', async () => {
      const { openSecond } = ctx.fixture();
      if (!openSecond) return;
      const second = await openSecond();
      const streamId = ctx.streamId();
      const subscription = ctx.store().subscribeToAll({ fromPosition: await ctx.store().headPosition() });
      try {
        const { received, pullUntil } = puller(subscription, streamId, 500);
        const pending = pullUntil(2);
        await second.append(streamId, someEvents(2), 'no_stream');
        await pending;
        expectExactlyRevisions(received, 2);
      } finally {
        await subscription.close();
        await second.close();
      }
    });

    it('close() resolves a pending next() with done', async () => {
      const subscription = ctx.store().subscribeToAll({ fromPosition: await ctx.store().headPosition() });
      const iterator = subscription[Symbol.asyncIterator]();
      // Drain whatever a shared log delivers, then leave one next() waiting.
      let pending = iterator.next();
      while (await Promise.race([pending.then(() => true), sleep(50).then(() => false)]))
        pending = iterator.next();
      await subscription.close();
      await expect(withTimeout(pending, 1000)).resolves.toEqual({ done: true, value: undefined });
      await expect(withTimeout(iterator.next(), 1000)).resolves.toEqual({ done: true, value: undefined });
    });

    it('close() ends a for-await loop', async () => {
      const subscription = ctx.store().subscribeToAll({ fromPosition: await ctx.store().headPosition() });
      const loop = (async () => {
        for await (const batch of subscription) expect(Array.isArray(batch)).toBe(true);
        return 'ended';
      })();
      await sleep(30);
      await subscription.close();
      await expect(withTimeout(loop, 1000)).resolves.toBe('ended');
    });
  });
}
