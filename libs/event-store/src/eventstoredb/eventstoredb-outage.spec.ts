import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { StreamNotFoundError, UnavailableError, WrongExpectedVersionError } from '@kurrent/kurrentdb-client';
import { withTimeout } from '../testing/contract/subscription.contract';
import { anEvent } from '../testing/test-events';
import { EventStoreDbEventStore, withCurrentScheme } from './eventstoredb-event-store';
import { isEsdbConnectionError, ourEvents } from './eventstoredb-mapping';

/**
 * What can be checked without an EventStoreDB server: the mapping, and the adapter against a port
 * nobody listens on, which is what a server that went away looks like to the client. The contract
 * and the outage behaviour against a real server are in the *.int.spec.ts files (EVENTSTORE_URL).
 */

/** A port on 127.0.0.1 that was free a moment ago: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('isEsdbConnectionError', () => {
  it('recognises the client errors of an outage, and the raw gRPC UNAVAILABLE appends reject with', () => {
    expect(isEsdbConnectionError(new UnavailableError())).toBe(true);
    expect(isEsdbConnectionError(Object.assign(new Error('UNAVAILABLE: No connection'), { code: 14 }))).toBe(
      true,
    );
    expect(isEsdbConnectionError(Object.assign(new Error('DEADLINE_EXCEEDED'), { code: 4 }))).toBe(true);
  });

  it('leaves answers about the request alone', () => {
    expect(
      isEsdbConnectionError(
        new WrongExpectedVersionError(undefined, { streamName: 's', expected: 0n, current: 1n }),
      ),
    ).toBe(false);
    expect(isEsdbConnectionError(new StreamNotFoundError(undefined, 's'))).toBe(false);
    expect(isEsdbConnectionError(new Error('boom'))).toBe(false);
    expect(isEsdbConnectionError(null)).toBe(false);
  });
});

describe('the EventStoreDB connection string and filter', () => {
  it('uses the current scheme names, so the client prints no deprecation warning', () => {
    expect(withCurrentScheme('esdb://localhost:2113?tls=false')).toBe('kurrentdb://localhost:2113?tls=false');
    expect(withCurrentScheme('esdb+discover://a:b@cluster:2113')).toBe(
      'kurrentdb+discover://a:b@cluster:2113',
    );
    expect(withCurrentScheme('kurrentdb://host:2113?tls=false')).toBe('kurrentdb://host:2113?tls=false');
  });

  it('filters on the server by event type, excluding the `$` system events', () => {
    expect(ourEvents()).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
  });
});

describe('EventStoreDbEventStore while the server is away (no server needed)', () => {
  let store: EventStoreDbEventStore;

  beforeEach(async () => {
    store = new EventStoreDbEventStore({
      url: `esdb://127.0.0.1:${await closedPort()}?tls=false`,
      pollIntervalMs: 50,
    });
  });
  afterEach(() => store.close());

  it('rejects appends and reads with an error isEsdbConnectionError recognises', async () => {
    const appendError = await store.append('user-1', [anEvent()], 'no_stream').catch((e: unknown) => e);
    expect(isEsdbConnectionError(appendError)).toBe(true);
    const readError = await store.readAll({ maxCount: 1 }).catch((e: unknown) => e);
    expect(isEsdbConnectionError(readError)).toBe(true);
  }, 10_000);

  it('keeps a subscription reading: it neither fails nor ends, and close() still ends it', async () => {
    const reads = jest.spyOn(store, 'readAll');
    const subscription = store.subscribeToAll({ fromPosition: 0 });
    const pending = subscription[Symbol.asyncIterator]().next();
    let settled = false;
    pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    // Long enough for several refused reads (each takes the client about half a second).
    await sleep(2000);
    expect(settled).toBe(false);
    expect(reads.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(reads.mock.calls.every(([options]) => options?.fromPosition === 0)).toBe(true);
    await subscription.close();
    await expect(withTimeout(pending, 3000)).resolves.toEqual({ done: true, value: undefined });
  }, 10_000);
});
