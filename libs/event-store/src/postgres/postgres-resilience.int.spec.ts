import { setTimeout as sleep } from 'node:timers/promises';
import { createPostgresPool, isConnectionError, type Pool } from '@buildmentor/postgres';
import { describeWithPostgres } from '@buildmentor/postgres/testing';
import {
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
} from '../event-store.port';
import { collect, expectConsecutivePositions } from '../testing/collect-subscription';
import { usePostgresTestDatabase } from '../testing/postgres-fixture';
import { startTcpProxy, throughProxy } from '../testing/tcp-proxy';
import { anEvent, someEvents, streamIdFactory } from '../testing/test-events';
import { PostgresEventStore } from './postgres-event-store';

const TERMINATE_ALL = `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid()`;

/**
 * Appends as a caller that maps a connection error to 503 and retries the same request: same
 * events (same ids), same expected revision. Whether the failed attempt committed is unknown, and
 * it does not matter: an exact repeat answers with the original result.
 */
async function appendRetrying(
  store: EventStore,
  streamId: string,
  events: EventToAppend[],
  expected: ExpectedRevision,
  connectionErrors: unknown[],
): Promise<AppendResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await store.append(streamId, events, expected);
    } catch (error) {
      if (!isConnectionError(error) || attempt >= 200) throw error;
      connectionErrors.push(error);
      await sleep(20);
    }
  }
}

describeWithPostgres('PostgresEventStore under connection loss (POSTGRES_URL)', () => {
  const database = usePostgresTestDatabase('event-store-loss');
  const streamId = streamIdFactory();
  const stores: EventStore[] = [];
  let admin: Pool;
  const open = (options: { url?: string; pollIntervalMs?: number; applicationName?: string } = {}) => {
    const store = new PostgresEventStore({ url: database().url, pollIntervalMs: 100, ...options });
    stores.push(store);
    return store;
  };

  beforeAll(() => {
    admin = createPostgresPool({ url: database().url, max: 1, applicationName: 'test-admin' });
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
  });
  afterAll(() => admin.end());

  it('a subscription carries on across terminated backends with no gap and no duplicate', async () => {
    const subscriber = open();
    const writer = open();
    const start = await writer.headPosition();
    const collector = collect(subscriber.subscribeToAll({ fromPosition: start, maxBatchSize: 7 }));
    const acknowledged: string[] = [];
    const connectionErrors: unknown[] = [];
    let writing = true;
    try {
      const writes = (async () => {
        const streams = [streamId('user'), streamId('user'), streamId('user')];
        const revisions = new Map<string, number>();
        for (let i = 0; writing && i < 5000; i += 1) {
          const stream = streams[i % streams.length]!;
          const events = someEvents(1 + (i % 2));
          const revision = revisions.get(stream);
          const result = await appendRetrying(
            writer,
            stream,
            events,
            revision ?? 'no_stream',
            connectionErrors,
          );
          revisions.set(stream, result.nextRevision);
          acknowledged.push(...events.map((e) => e.id));
        }
      })();
      let terminated = 0;
      for (let round = 0; round < 6; round += 1) {
        await sleep(80);
        terminated += (await admin.query<{ n: number }>(TERMINATE_ALL)).rows[0]?.n ?? 0;
      }
      await sleep(80);
      writing = false;
      await writes;

      // The store's pool and LISTEN connections really were cut, and the writer felt it.
      expect(terminated).toBeGreaterThanOrEqual(6);
      expect(connectionErrors.length).toBeGreaterThan(0);
      expect(connectionErrors.every(isConnectionError)).toBe(true);

      await collector.waitFor(acknowledged.length, 10_000);
      await sleep(200);
      expect(collector.received.map((e) => e.id)).toEqual(acknowledged);
      expectConsecutivePositions(collector.received);
      expect(collector.received[0]?.position).toBe(start + 1);
    } finally {
      writing = false;
      await collector.stop();
    }
  }, 30_000);

  it('the LISTEN connection comes back by itself after its backend is terminated', async () => {
    // Polling every minute: within this test only a notification can deliver.
    const subscriber = open({ pollIntervalMs: 60_000, applicationName: 'event-store-relisten' });
    const writer = open();
    const collector = collect(subscriber.subscribeToAll({ fromPosition: await writer.headPosition() }));
    try {
      const first = await listenPid(admin, 'event-store-relisten-listen', null);
      await admin.query('SELECT pg_terminate_backend($1)', [first]);
      await listenPid(admin, 'event-store-relisten-listen', first);
      await sleep(50);
      await writer.append(streamId('user'), someEvents(2), 'no_stream');
      await collector.waitFor(2, 5000);
    } finally {
      await collector.stop();
    }
  }, 15_000);

  it('rejects appends with a connection error during an outage, then resumes without gap or duplicate', async () => {
    const proxy = await startTcpProxy({ host: new URL(database().url).hostname, port: 5432 });
    try {
      const cutOff = open({ url: throughProxy(database().url, proxy) });
      const other = open();
      const stream = streamId('user');
      const start = await other.headPosition();
      const collector = collect(cutOff.subscribeToAll({ fromPosition: start }));
      try {
        const before = someEvents(3);
        await cutOff.append(stream, before, 'no_stream');
        await collector.waitFor(3, 5000);

        proxy.cut();
        const appendError = await cutOff.append(stream, [anEvent()], 2).catch((e: unknown) => e);
        expect(isConnectionError(appendError)).toBe(true);
        const readError = await cutOff.headPosition().catch((e: unknown) => e);
        expect(isConnectionError(readError)).toBe(true);
        // Written while the subscriber's server is "away": its notifications are lost to it.
        const during = someEvents(4);
        await other.append(stream, during, 2);
        await sleep(300);
        expect(collector.received).toHaveLength(3);

        proxy.restore();
        const after = someEvents(2);
        await appendRetrying(cutOff, stream, after, 6, []);
        await collector.waitFor(9, 5000);
        await sleep(200);
        expect(collector.received.map((e) => e.id)).toEqual(
          [...before, ...during, ...after].map((e) => e.id),
        );
        expect(collector.received.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
        expectConsecutivePositions(collector.received);
      } finally {
        await collector.stop();
      }
    } finally {
      await proxy.close();
    }
  }, 20_000);
});

/** The pid of the application's connection on this database, once there is one other than `not`. */
async function listenPid(admin: Pool, application: string, not: number | null): Promise<number> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { rows } = await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1 AND query LIKE 'LISTEN%'`,
      [application],
    );
    const pid = rows.find((r) => r.pid !== not)?.pid;
    if (pid !== undefined) return pid;
    if (Date.now() > deadline) throw new Error(`no ${application} connection`);
    await sleep(20);
  }
}
