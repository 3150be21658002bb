import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { createPostgresPool, type Pool } from '@buildmentor/postgres';
import { createTestDatabase, describeWithPostgres } from '@buildmentor/postgres/testing';
import { matchesExpected } from '../append-rules';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '../event-store.errors';
import { type ExpectedRevision } from '../event-store.port';
import { collect } from '../testing/collect-subscription';
import { withTimeout } from '../testing/contract/subscription.contract';
import { describeEventStoreContract } from '../testing/event-store.contract';
import { postgresFixture, usePostgresTestDatabase } from '../testing/postgres-fixture';
import { anEvent, someEvents, streamIdFactory } from '../testing/test-events';
import { PostgresEventStore } from './postgres-event-store';

describeWithPostgres('PostgresEventStore (POSTGRES_URL)', () => {
  const database = usePostgresTestDatabase('event-store');

  describeEventStoreContract('postgres', () => postgresFixture(database().url));

  describe('PostgresEventStore specifics', () => {
    let fixture: Awaited<ReturnType<typeof postgresFixture>>;
    let admin: Pool;
    const streamId = streamIdFactory();

    beforeAll(() => {
      admin = createPostgresPool({ url: database().url, max: 1, applicationName: 'test-admin' });
    });
    afterAll(() => admin.end());
    beforeEach(async () => {
      fixture = await postgresFixture(database().url);
    });
    afterEach(() => fixture.cleanup());

    it('migrates a fresh database once however many stores open it at once, and numbers from 1', async () => {
      const fresh = await createTestDatabase('event-store-fresh');
      const stores = Array.from({ length: 6 }, () => new PostgresEventStore({ url: fresh.url, poolSize: 1 }));
      try {
        expect(await Promise.all(stores.map((s) => s.headPosition()))).toEqual([0, 0, 0, 0, 0, 0]);
        const pool = createPostgresPool({ url: fresh.url, max: 1 });
        const migrations = await pool
          .query("SELECT id FROM bm_migrations WHERE component = 'event-store'")
          .finally(() => pool.end());
        expect(migrations.rows).toEqual([{ id: '001-events' }]);
        expect(await stores[0]!.append('user-1', [anEvent()], 'no_stream')).toEqual({
          nextRevision: 0,
          position: 1,
        });
        expect(await stores[1]!.append('user-2', someEvents(2), 'no_stream')).toEqual({
          nextRevision: 1,
          position: 3,
        });
      } finally {
        await Promise.all(stores.map((s) => s.close()));
        await fresh.drop();
      }
    });

    it('leaves no gap in positions after rejected appends', async () => {
      const { store } = fixture;
      const taken = anEvent();
      const first = await store.append(streamId('user'), [taken], 'no_stream');
      await expect(store.append(streamId('user'), [anEvent(), taken], 'no_stream')).rejects.toBeInstanceOf(
        IdempotencyConflictError,
      );
      await expect(store.append(streamId('user'), [anEvent()], 3)).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect((await store.append(streamId('user'), [anEvent()], 'no_stream')).position).toBe(
        first.position + 1,
      );
    });

    it('treats an id stored in another stream as an idempotency conflict', async () => {
      const { store } = fixture;
      const event = anEvent();
      const [s1, s2] = [streamId('user'), streamId('user')];
      await store.append(s1, [event], 'no_stream');
      const error = await store.append(s2, [event], 'no_stream').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdempotencyConflictError);
      expect(error).toMatchObject({ streamId: s2, eventIds: [event.id] });
      expect(await store.streamRevision(s2)).toBeNull();
    });

    it('answers an exact repeat under any, stream_exists or a stale revision with the original result', async () => {
      const { store } = fixture;
      const s = streamId('user');
      await store.append(s, [anEvent()], 'no_stream');
      const events = someEvents(2);
      const original = await store.append(s, events, { any: 'test' });
      const head = await store.headPosition();
      expect(await store.append(s, events, { any: 'test' })).toEqual(original);
      expect(await store.append(s, events, 'stream_exists')).toEqual(original);
      expect(await store.append(s, events, 0)).toEqual(original);
      expect(await store.headPosition()).toBe(head);
    });

    it('checks the expected revision exactly as matchesExpected says, for every kind', async () => {
      const { store } = fixture;
      const kinds: ExpectedRevision[] = ['no_stream', 'stream_exists', { any: 'test' }, 0, 1, 2];
      for (const current of [null, 0, 1]) {
        for (const expected of kinds) {
          const s = streamId('matrix');
          if (current !== null) await store.append(s, someEvents(current + 1), 'no_stream');
          const outcome = await store.append(s, [anEvent()], expected).then(
            () => 'appended',
            (error: unknown) => (error instanceof WrongExpectedRevisionError ? 'rejected' : error),
          );
          expect({ current, expected, outcome }).toEqual({
            current,
            expected,
            outcome: matchesExpected(expected, current) ? 'appended' : 'rejected',
          });
        }
      }
    });

    it('rejects malformed appends before touching the database', async () => {
      const { store } = fixture;
      const head = await store.headPosition();
      const event = anEvent();
      await expect(store.append(streamId('test'), [event, event], 'no_stream')).rejects.toThrow(RangeError);
      await expect(store.append(streamId('test'), [anEvent()], -1)).rejects.toThrow(RangeError);
      await expect(store.append(streamId('test'), [anEvent()], { any: ' ' })).rejects.toThrow(RangeError);
      expect(await store.headPosition()).toBe(head);
    });

    it('stores undefined data as null, and odd JSON as written', async () => {
      const { store } = fixture;
      const s = streamId('test');
      const odd = { text: 'quote " backslash \\ nul \u0000 emoji 😀', big: 1e300, neg: -0.5, list: [] };
      await store.append(s, [anEvent({ data: undefined }), anEvent({ data: odd })], 'no_stream');
      expect((await store.readStream(s)).map((e) => e.data)).toEqual([null, odd]);
    });

    it('stamps recordedAt with the server clock, never decreasing along the log', async () => {
      const { store } = fixture;
      const start = await store.headPosition();
      const before = Date.now();
      await Promise.all(
        Array.from({ length: 10 }, () => store.append(streamId('test'), someEvents(2), 'no_stream')),
      );
      const stamps = (await store.readAll({ fromPosition: start })).map((e) => Date.parse(e.recordedAt));
      expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
      // Same machine: allow for the millisecond truncation only.
      expect(stamps[0]).toBeGreaterThanOrEqual(before - 1);
    });

    it('delivers live through LISTEN/NOTIFY, long before the next poll', async () => {
      const store = fixture.open();
      const subscriber = new PostgresEventStore({
        url: database().url,
        pollIntervalMs: 60_000,
        applicationName: 'event-store-notified',
      });
      const collector = collect(subscriber.subscribeToAll({ fromPosition: await store.headPosition() }));
      try {
        // LISTEN is up and the first read (nothing) is done: from here only a notification helps.
        await waitForConnections(admin, ['event-store-notified-listen'], (n) => n === 1);
        await sleep(50);
        const started = Date.now();
        await store.append(streamId('test'), someEvents(2), 'no_stream');
        await collector.waitFor(2, 3000);
        expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        await collector.stop();
        await subscriber.close();
      }
    });

    it('polls for what no notification announced', async () => {
      const { store } = fixture;
      const collector = collect(store.subscribeToAll({ fromPosition: await store.headPosition() }));
      try {
        await sleep(200);
        // Written behind the store's back: no NOTIFY. The 100 ms poll of the fixture finds it.
        await admin.query(
          `INSERT INTO event_store_events (position, event_id, stream_id, revision, type, data, metadata, recorded_at)
           SELECT COALESCE(max(position), 0) + 1, $1, $2, 0, 'Quiet', '{}', $3, now() FROM event_store_events`,
          [randomUUID(), streamId('quiet'), JSON.stringify(anEvent().metadata)],
        );
        await collector.waitFor(1, 3000);
        expect(collector.received[0]?.type).toBe('Quiet');
      } finally {
        await collector.stop();
      }
    });

    it('ends pending subscriptions when the store closes', async () => {
      const store = fixture.open();
      const pending = store
        .subscribeToAll({ fromPosition: await store.headPosition() })
        [Symbol.asyncIterator]()
        .next();
      await sleep(50);
      await store.close();
      await expect(withTimeout(pending, 1000)).resolves.toEqual({ done: true, value: undefined });
    });

    it('close() ends its pool and its listen connection', async () => {
      const store = new PostgresEventStore({ url: database().url, applicationName: 'event-store-closing' });
      const subscription = store.subscribeToAll();
      await store.append(streamId('test'), [anEvent()], 'no_stream');
      const names = ['event-store-closing', 'event-store-closing-listen'];
      await waitForConnections(admin, names, (n) => n >= 2);
      await subscription.close();
      await store.close();
      await waitForConnections(admin, names, (n) => n === 0);
    });
  });
});

/** Polls pg_stat_activity until the connections of these applications on this database pass `done`. */
async function waitForConnections(
  admin: Pool,
  applications: string[],
  done: (count: number) => boolean,
): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = ANY ($1)`,
      [applications],
    );
    if (done(rows[0]?.n ?? 0)) return;
    if (Date.now() > deadline) throw new Error(`connections of ${applications.join(', ')}: ${rows[0]?.n}`);
    await sleep(20);
  }
}
