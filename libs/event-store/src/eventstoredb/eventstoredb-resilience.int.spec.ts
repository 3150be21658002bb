import { setTimeout as sleep } from 'node:timers/promises';
import { type AppendResult, type EventToAppend, type ExpectedRevision } from '../event-store.port';
import { collect } from '../testing/collect-subscription';
import { startTcpProxy, throughProxy } from '../testing/tcp-proxy';
import { anEvent, someEvents, streamIdFactory } from '../testing/test-events';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { isEsdbConnectionError } from './eventstoredb-mapping';

/**
 * Outages against a real server, through a TCP proxy that drops every connection and refuses new
 * ones (what a restarting server looks like to the client), then lets them through again. Runs
 * only with EVENTSTORE_URL, like the contract suite.
 */
const url = process.env['EVENTSTORE_URL'];

/** Appends as the API's callers do after a 503: same events (same ids), same expected revision. */
async function appendRetrying(
  store: EventStoreDbEventStore,
  streamId: string,
  events: EventToAppend[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await store.append(streamId, events, expected);
    } catch (error) {
      if (!isEsdbConnectionError(error) || attempt >= 100) throw error;
      await sleep(100);
    }
  }
}

(url ? describe : describe.skip)('EventStoreDbEventStore under connection loss (EVENTSTORE_URL)', () => {
  const streamId = streamIdFactory();
  const stores: EventStoreDbEventStore[] = [];
  const open = (options: { url?: string; pollIntervalMs?: number } = {}) => {
    const store = new EventStoreDbEventStore({ url: url ?? '', pollIntervalMs: 100, ...options });
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
  });

  it('a subscription outlives the server going away and resumes with no gap and no duplicate', async () => {
    const target = new URL(url ?? '');
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 2113) });
    try {
      const cutOff = open({ url: throughProxy(url ?? '', proxy) });
      const other = open();
      const stream = streamId('user');
      const collector = collect(cutOff.subscribeToAll({ fromPosition: await other.headPosition() }));
      const mine = () => collector.received.filter((e) => e.streamId === stream);
      const waitForMine = async (count: number) => {
        const deadline = Date.now() + 10_000;
        while (mine().length < count) {
          if (Date.now() > deadline) throw new Error(`got ${mine().length} of ${count} events`);
          await sleep(20);
        }
      };
      try {
        const before = someEvents(3);
        await cutOff.append(stream, before, 'no_stream');
        await waitForMine(3);

        proxy.cut();
        const appendError = await cutOff.append(stream, [anEvent()], 2).catch((e: unknown) => e);
        expect(isEsdbConnectionError(appendError)).toBe(true);
        // Written while the subscriber's server is "away": neither pushed to it nor readable.
        const during = someEvents(4);
        await other.append(stream, during, 2);
        await sleep(1500);
        expect(mine()).toHaveLength(3);

        proxy.restore();
        const after = someEvents(2);
        await appendRetrying(cutOff, stream, after, 6);
        await waitForMine(9);
        await sleep(300);
        expect(mine().map((e) => e.id)).toEqual([...before, ...during, ...after].map((e) => e.id));
        expect(mine().map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
        const positions = collector.received.map((e) => e.position);
        expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b));
      } finally {
        await collector.stop();
      }
    } finally {
      await proxy.close();
    }
  }, 40_000);

  it('the live signal subscribes again by itself after its connection is cut', async () => {
    const target = new URL(url ?? '');
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 2113) });
    try {
      // Polling every minute: within this test only the live signal can deliver.
      const subscriber = open({ url: throughProxy(url ?? '', proxy), pollIntervalMs: 60_000 });
      const writer = open();
      const stream = streamId('user');
      const collector = collect(subscriber.subscribeToAll({ fromPosition: await writer.headPosition() }));
      try {
        await sleep(500);
        proxy.cut();
        await sleep(1500);
        proxy.restore();
        // The signal retries every second (min(pollIntervalMs, 1 s)); give it a few.
        await sleep(3000);
        await writer.append(stream, someEvents(2), 'no_stream');
        const deadline = Date.now() + 5000;
        while (collector.received.filter((e) => e.streamId === stream).length < 2) {
          if (Date.now() > deadline) throw new Error('the live signal did not come back');
          await sleep(20);
        }
      } finally {
        await collector.stop();
      }
    } finally {
      await proxy.close();
    }
  }, 20_000);
});
