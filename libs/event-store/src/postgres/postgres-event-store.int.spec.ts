import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { createPostgresPool, isConnectionError, type Pool } from '@buildmentor/postgres';
import { createTestDatabase, describeWithPostgres } from '@buildmentor/postgres/testing';
import { matchesExpected } from '../append-rules';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '../event-store.errors';
import { type AppendResult, type EventToAppend, type ExpectedRevision } from '../event-store.port';
import { collect } from '../testing/collect-subscription';
import { withTimeout } from '../testing/contract/subscription.contract';
import { describeEventStoreContract } from '../testing/event-store.contract';
import { postgresFixture, usePostgresTestDatabase } from '../testing/postgres-fixture';
import { anEvent, someEvents, streamIdFactory } from '../testing/test-events';
import { PostgresEventStore } from './postgres-event-store';
import { APPEND_LOCK } from './postgres-schema';
import { SQL } from './postgres-statements';

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
        expect(migrations.rows.map((r) => r.id).sort()).toEqual(['001-events', '002-append-batch']);
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

  describe('group commit', () => {
    let admin: Pool;
    const streamId = streamIdFactory();
    const opened: PostgresEventStore[] = [];
    const open = (applicationName?: string) => {
      const store = new PostgresEventStore({ url: database().url, applicationName });
      opened.push(store);
      return store;
    };

    beforeAll(() => {
      admin = createPostgresPool({ url: database().url, max: 2, applicationName: 'test-admin' });
    });
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
    });
    afterAll(() => admin.end());

    it('checks the appends of one batch in order, each against what the previous ones left', async () => {
      const store = open();
      const head = await store.headPosition();
      const calls = recordAppendCalls(store);
      const s = streamId('user');
      const outcomes = await Promise.all(
        [
          store.append(s, [anEvent()], 'no_stream'),
          store.append(s, someEvents(2), 0),
          store.append(s, [anEvent()], 0),
          store.append(s, [anEvent()], 2),
          store.append(s, [anEvent()], 'no_stream'),
          store.append(s, [anEvent()], 'stream_exists'),
        ].map(outcome),
      );
      expect(outcomes).toEqual([
        { nextRevision: 0, position: head + 1 },
        { nextRevision: 2, position: head + 3 },
        { wrongRevision: 2 },
        { nextRevision: 3, position: head + 4 },
        { wrongRevision: 3 },
        { nextRevision: 4, position: head + 5 },
      ]);
      expect(calls).toEqual(['event-store.append-batch']);
      expect((await store.readStream(s)).map((e) => [e.revision, e.position])).toEqual(
        [0, 1, 2, 3, 4].map((r) => [r, head + 1 + r]),
      );
    });

    it('answers repeats, conflicts and successes mixed in one batch each as if appended alone', async () => {
      const store = open();
      const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((name) => streamId(name)) as [
        string,
        string,
        string,
        string,
        string,
      ];
      const [a1, a2] = someEvents(2) as [EventToAppend, EventToAppend];
      const original = await store.append(a, [a1, a2], 'no_stream');
      await store.append(b, [anEvent()], 'no_stream');
      const head = await store.headPosition();
      const [a3, d1] = [anEvent(), anEvent()];
      const calls = recordAppendCalls(store);

      const outcomes = await Promise.all(
        [
          store.append(a, [a1, a2], 'no_stream'), // exact repeat, stale expected revision
          store.append(a, [a1, anEvent()], 'no_stream'), // partial overlap
          store.append(c, [a2], 'no_stream'), // an id of stream a, in another stream
          store.append(b, [anEvent()], 5), // wrong revision
          store.append(a, [a3], 1), // appended
          store.append(d, [d1], 'no_stream'), // appended
          store.append(a, [a3], 1), // repeat of an append earlier in this batch
          store.append(e, [d1], 'no_stream'), // an id appended earlier in this batch, elsewhere
        ].map(outcome),
      );
      expect(outcomes).toEqual([
        original,
        { idempotencyConflict: [a1.id] },
        { idempotencyConflict: [a2.id] },
        { wrongRevision: 0 },
        { nextRevision: 2, position: head + 1 },
        { nextRevision: 0, position: head + 2 },
        { nextRevision: 2, position: head + 1 },
        { idempotencyConflict: [d1.id] },
      ]);
      // The first call met a stored id and wrote nothing; the second looked every id up.
      expect(calls).toEqual(['event-store.append-batch', 'event-store.append-batch']);
      expect(await store.headPosition()).toBe(head + 2);
      expect(await store.streamRevision(c)).toBeNull();
      expect(await store.streamRevision(e)).toBeNull();
    });

    it('fails every append of a batch whose connection dies with a connection error, none reported done', async () => {
      const store = open('event-store-batch-killed');
      const head = await store.headPosition();
      const streams = [streamId('user'), streamId('user'), streamId('user')];
      const events = streams.map(() => [anEvent()]);
      const holder = await admin.connect();
      try {
        // The batch waits for the append lock inside event_store_append_batch; then its backend dies.
        await holder.query('SELECT pg_advisory_lock($1)', [APPEND_LOCK]);
        const outcomes = streams.map((s, i) =>
          store.append(s, events[i]!, 'no_stream').catch((e: unknown) => e),
        );
        const waiting = await waitForBackends(admin, 'event-store-batch-killed', "wait_event_type = 'Lock'");
        await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [waiting]);
        const errors = await Promise.all(outcomes);
        expect(errors.map((e) => isConnectionError(e))).toEqual([true, true, true]);
      } finally {
        await holder.query('SELECT pg_advisory_unlock($1)', [APPEND_LOCK]).catch(() => undefined);
        holder.release();
      }
      expect(await store.headPosition()).toBe(head);
      // Retried as a caller answered 503 would: same ids, same expected revisions.
      const retried = await Promise.all(streams.map((s, i) => store.append(s, events[i]!, 'no_stream')));
      expect(retried.map((r) => r.position).sort()).toEqual([head + 1, head + 2, head + 3]);
    });

    it('a lone append on a stale snapshot writes nothing: the primary key refuses its position', async () => {
      const store = open();
      const s = streamId('user');
      await store.append(s, [anEvent()], 'no_stream');
      const client = await admin.connect();
      try {
        // A snapshot from before the next append: what the lone-append INSERT may read when an
        // append commits between its start and its taking the lock.
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
        await client.query('SELECT count(*) FROM event_store_events');
        await store.append(s, [anEvent()], 0);
        const e = anEvent();
        const stale = await client
          .query(SQL.appendAlone.text, [
            s,
            0,
            e.id,
            e.type,
            JSON.stringify(e.data),
            JSON.stringify(e.metadata),
          ])
          .catch((error: unknown) => error);
        expect(stale).toMatchObject({ code: '23505' });
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
      expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0, 1]);
    });

    it('a lone append while another session holds the append lock waits for it', async () => {
      const store = open();
      const head = await store.headPosition();
      const holder = await admin.connect();
      let appended: AppendResult | null = null;
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [APPEND_LOCK]);
        const append = store.append(streamId('user'), [anEvent()], 'no_stream').then((r) => (appended = r));
        await sleep(200);
        expect(appended).toBeNull();
        await holder.query('SELECT pg_advisory_unlock($1)', [APPEND_LOCK]);
        await append;
      } finally {
        await holder.query('SELECT pg_advisory_unlock_all()');
        holder.release();
      }
      expect(appended).toEqual({ nextRevision: 0, position: head + 1 });
    });

    it('fails only the append PostgreSQL refuses, not the rest of its batch', async () => {
      const store = open();
      const head = await store.headPosition();
      const [s1, s2] = [streamId('user'), streamId('user')];
      const outcomes = await Promise.all([
        store.append(s1, [anEvent()], 'no_stream'),
        store.append('nul \u0000 in a stream id', [anEvent()], 'no_stream').catch((e: unknown) => e),
        store.append(s2, [anEvent()], 'no_stream'),
      ]);
      expect(outcomes[1]).toMatchObject({ code: '22021' });
      expect([outcomes[0], outcomes[2]]).toEqual([
        { nextRevision: 0, position: head + 1 },
        { nextRevision: 0, position: head + 2 },
      ]);
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

/** Names of the append statements the store sends from now on (a batch is one call). */
function recordAppendCalls(store: PostgresEventStore): string[] {
  const calls: string[] = [];
  const pool = (store as unknown as { pool: Pool }).pool;
  const query = pool.query.bind(pool) as (config: { name?: string }) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = (config) => {
    if (config.name?.startsWith('event-store.append')) calls.push(config.name);
    return query(config);
  };
  return calls;
}

/** An append's result, or what its rejection says, in a form toEqual compares. */
function outcome(append: Promise<AppendResult>): Promise<unknown> {
  return append.catch((error: unknown) => {
    if (error instanceof WrongExpectedRevisionError) return { wrongRevision: error.actual };
    if (error instanceof IdempotencyConflictError) return { idempotencyConflict: error.eventIds };
    throw error;
  });
}

/** The pids of the application's connections on this database matching `condition`, once there are. */
async function waitForBackends(admin: Pool, application: string, condition: string): Promise<number[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { rows } = await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1 AND ${condition}`,
      [application],
    );
    if (rows.length > 0) return rows.map((r) => r.pid);
    if (Date.now() > deadline) throw new Error(`no ${application} connection with ${condition}`);
    await sleep(20);
  }
}
