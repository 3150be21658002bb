import { EventEmitter } from 'node:events';
import { type RecordedEvent } from './event-store.port';
import { APPENDED, PollingSubscription, type PollingSubscriptionOptions } from './polling-subscription';

/** An in-memory log the subscription polls, counting its reads. */
function fakeLog() {
  const events: RecordedEvent[] = [];
  let reads = 0;
  return {
    events,
    reads: () => reads,
    add(count: number) {
      for (let i = 0; i < count; i += 1) {
        const position = events.length + 1;
        events.push({
          id: `e${position}`,
          streamId: 's',
          revision: position - 1,
          position,
          type: 'T',
          data: {},
          metadata: {
            userId: 'u',
            correlationId: 'c',
            causationId: 'c',
            at: '2025-01-01T00:00:00Z',
            schemaVersion: 1,
          },
          recordedAt: '2025-01-01T00:00:00.000Z',
        });
      }
    },
    readAfter(after: number, limit: number) {
      reads += 1;
      return events.filter((e) => e.position > after).slice(0, limit);
    },
  };
}

function subscribe(log: ReturnType<typeof fakeLog>, overrides: Partial<PollingSubscriptionOptions> = {}) {
  const appended = new EventEmitter();
  const subscription = new PollingSubscription({
    fromPosition: 0,
    maxBatchSize: 2,
    idlePollMs: 60_000,
    readAfter: (after, limit) => log.readAfter(after, limit),
    appended,
    onClose: () => undefined,
    ...overrides,
  });
  return { subscription, appended };
}

describe('PollingSubscription', () => {
  it('hands out full batches back to back, then the rest', async () => {
    const log = fakeLog();
    log.add(5);
    const { subscription } = subscribe(log);
    const batches: number[][] = [];
    for await (const batch of subscription) {
      batches.push(batch.map((e) => e.position));
      if (batch.at(-1)?.position === 5) break;
    }
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('wakes at once on an in-process append, without waiting for the poll interval', async () => {
    const log = fakeLog();
    const { subscription, appended } = subscribe(log);
    const pending = subscription.next();
    await new Promise((resolve) => setImmediate(resolve));
    log.add(1);
    appended.emit(APPENDED);
    expect((await pending).value?.map((e) => e.position)).toEqual([1]);
    expect(appended.listenerCount(APPENDED)).toBe(0);
    await subscription.close();
  });

  it('polls again after the idle interval, for appends by other processes', async () => {
    const log = fakeLog();
    const { subscription } = subscribe(log, { idlePollMs: 5 });
    const pending = subscription.next();
    log.add(1);
    expect((await pending).value?.map((e) => e.position)).toEqual([1]);
    expect(log.reads()).toBeGreaterThanOrEqual(1);
    await subscription.close();
  });

  it('serves next() calls made without awaiting in order, without duplicates', async () => {
    const log = fakeLog();
    log.add(4);
    const { subscription } = subscribe(log);
    const [a, b] = await Promise.all([subscription.next(), subscription.next()]);
    expect([a.value, b.value].map((batch) => batch?.map((e) => e.position))).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await subscription.close();
  });

  it('close() ends a pending next(), removes its listener and reports itself closed', async () => {
    const log = fakeLog();
    const onClose = jest.fn();
    const { subscription, appended } = subscribe(log, { onClose });
    const pending = subscription.next();
    await new Promise((resolve) => setImmediate(resolve));
    await subscription.close();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    expect(appended.listenerCount(APPENDED)).toBe(0);
    expect(onClose).toHaveBeenCalledWith(subscription);
  });
  it('does not sleep through an append that signals while an asynchronous read is in flight', async () => {
    const log = fakeLog();
    const appended = new EventEmitter();
    let reads = 0;
    const subscription = new PollingSubscription({
      fromPosition: 0,
      maxBatchSize: 10,
      idlePollMs: 60_000,
      readAfter: async (after, limit) => {
        const snapshot = log.readAfter(after, limit);
        // The first read's snapshot is taken; an append commits and signals before it returns.
        if ((reads += 1) === 1) {
          log.add(1);
          appended.emit(APPENDED);
        }
        await new Promise((resolve) => setImmediate(resolve));
        return snapshot;
      },
      appended,
      onClose: () => undefined,
    });
    expect((await subscription.next()).value?.map((e) => e.position)).toEqual([1]);
    expect(reads).toBe(2);
    await subscription.close();
  });

  it('ends with done when closed while an asynchronous read is in flight', async () => {
    const log = fakeLog();
    log.add(1);
    let release: () => void = () => undefined;
    const { subscription } = subscribe(log, {
      readAfter: async (after, limit) => {
        await new Promise<void>((resolve) => (release = resolve));
        return log.readAfter(after, limit);
      },
    });
    const pending = subscription.next();
    await new Promise((resolve) => setImmediate(resolve));
    await subscription.close();
    release();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
  });
});
