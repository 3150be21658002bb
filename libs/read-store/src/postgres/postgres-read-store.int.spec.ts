import { isConnectionError } from '@buildmentor/postgres';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@buildmentor/postgres/testing';
import pg from 'pg';
import { DuplicateKeyError, ReadStoreUsageError } from '../read-store.errors';
import { type Doc } from '../read-store.port';
import { describeReadStoreContract } from '../testing/read-store.contract';
import { type PostgresReadStore } from './postgres-read-store';
import { PostgresReadStoreProvider } from './postgres-read-store.provider';

/**
 * The read-store contract against a real PostgreSQL (POSTGRES_URL), each factory call on a fresh
 * database, then what only PostgreSQL has: plans, connection loss, concurrent start-up, batching.
 */
describeWithPostgres('PostgresReadStoreProvider (POSTGRES_URL)', () => {
  describeReadStoreContract('postgres', async () => {
    const database = await createTestDatabase('read_store_contract');
    const provider = new PostgresReadStoreProvider({ url: database.url, poolSize: 4 });
    return {
      provider,
      cleanup: async () => {
        await provider.close();
        await database.drop();
      },
    };
  });

  describe('PostgreSQL specifics', () => {
    let database: TestDatabase;
    let admin: pg.Client;
    const providers: PostgresReadStoreProvider[] = [];
    let counter = 0;
    const provider = (options: { applicationName?: string; poolSize?: number } = {}) => {
      const created = new PostgresReadStoreProvider({ url: database.url, poolSize: 4, ...options });
      providers.push(created);
      return created;
    };
    /** A fresh namespace per test, so tests do not see each other's collections. */
    const freshStore = async (from = provider()) =>
      (await from.open(`spec-${++counter}`)) as PostgresReadStore;

    beforeAll(async () => {
      database = await createTestDatabase('read_store_specifics');
      admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
    });
    afterAll(async () => {
      await Promise.all(providers.map((p) => p.close()));
      await admin.end();
      await database.drop();
    });

    it('answers indexed equality, range and sorted queries from the expression indexes', async () => {
      const store = await freshStore();
      await store.createIndex('messages', { keys: { conversation_id: 1, seq: 1 }, name: 'by_conversation' });
      await store.createIndex('messages', { keys: { at: -1 } });
      await store.transaction(async (tx) => {
        const messages = tx.collection('messages');
        for (let i = 0; i < 3_000; i++) {
          await messages.insertOne({
            _id: `m${i}`,
            conversation_id: `c${i % 300}`,
            seq: i,
            at: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
          });
        }
      });
      await admin.query(`ANALYZE "rs_${store.namespace.replace(/-/g, '_')}"."messages"`);

      const equality = (await store.explain('messages', { conversation_id: 'c7' })).join('\n');
      expect(equality).toMatch(
        /Index (Only )?Scan .*on "?messages\$by_conversation"?|Bitmap Index Scan on "?messages\$by_conversation"?/,
      );
      expect(equality).not.toMatch(/Seq Scan/);

      const sorted = (
        await store.explain(
          'messages',
          { conversation_id: 'c7', seq: { $gte: 100 } },
          { sort: { seq: -1 }, limit: 5 },
        )
      ).join('\n');
      expect(sorted).toMatch(/Index Scan Backward using "?messages\$by_conversation"?/);
      expect(sorted).not.toMatch(/Sort|Seq Scan/);

      const range = (
        await store.explain(
          'messages',
          { at: { $gte: '2024-01-02T23:00:00.000Z' } },
          { sort: { at: -1 }, limit: 20 },
        )
      ).join('\n');
      expect(range).toMatch(/Index Scan using "?messages\$at_desc"?/);
      expect(range).not.toMatch(/Sort|Seq Scan/);

      // Minute 47 * 60 = 2820 onwards.
      expect(
        await store.collection('messages').countDocuments({ at: { $gte: '2024-01-02T23:00:00.000Z' } }),
      ).toBe(180);
    });

    it('makes one round trip per collection for a prefetched batch of reads and writes', async () => {
      const store = await freshStore();
      const profiles = store.collection('profiles');
      for (let i = 0; i < 100; i += 2) await profiles.insertOne({ _id: `u${i}`, n: i });
      await store.transaction((tx) => tx.setCheckpoint('projector', 0));
      const statements = countStatements(store);
      const ids = Array.from({ length: 100 }, (_, i) => `u${i}`);
      await store.transaction(async (tx) => {
        const collection = tx.collection<Doc & { n?: number; seen?: boolean }>('profiles');
        expect(await collection.find({ _id: { $in: ids } })).toHaveLength(50);
        for (const id of ids) {
          const doc = await collection.findOne({ _id: id });
          await collection.replaceOne({ _id: id }, { ...(doc ?? { _id: id }), seen: true }, { upsert: true });
        }
        expect(await collection.updateOne({ _id: 'u1' }, { $inc: { n: 5 } })).toMatchObject({
          modifiedCount: 1,
        });
        expect(await collection.deleteOne({ _id: 'u3' })).toEqual({ deletedCount: 1 });
        await tx.setCheckpoint('projector', 100);
      });
      // BEGIN, the ANY($1) read, the checkpoint, one DELETE, one multi-row upsert, COMMIT.
      expect(statements()).toBeLessThanOrEqual(6);
      expect(await profiles.countDocuments({ seen: true })).toBe(99);
      expect(await profiles.findOne({ _id: 'u1' })).toEqual({ _id: 'u1', seen: true, n: 5 });
      expect(await profiles.findOne({ _id: 'u2' })).toEqual({ _id: 'u2', n: 2, seen: true });
      expect(await store.getCheckpoint('projector')).toBe(100);
    });

    it('shows buffered writes to every read inside the transaction and to nobody outside before commit', async () => {
      const writer = await freshStore();
      const reader = await provider().open(writer.namespace);
      await writer.collection('orders').insertOne({ _id: 'o1', total: 1 });
      await writer.transaction(async (tx) => {
        const orders = tx.collection('orders');
        await orders.findOne({ _id: 'o1' });
        await orders.replaceOne({ _id: 'o1' }, { _id: 'o1', total: 2 });
        await orders.insertOne({ _id: 'o2', total: 3 });
        // A filter read must see the buffered writes; so must a read through the store itself.
        expect(await orders.countDocuments({ total: { $gte: 2 } })).toBe(2);
        expect(await writer.collection('orders').findOne({ _id: 'o1' })).toEqual({ _id: 'o1', total: 2 });
        expect(await reader.collection('orders').findOne({ _id: 'o1' })).toEqual({ _id: 'o1', total: 1 });
        expect(await reader.collection('orders').countDocuments()).toBe(1);
      });
      expect(await reader.collection('orders').find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'o1', total: 2 },
        { _id: 'o2', total: 3 },
      ]);
    });

    it('serialises concurrent read-modify-writes of one transaction', async () => {
      const store = await freshStore();
      await store.collection('counters').insertOne({ _id: 'c', n: 0 });
      await store.transaction(async (tx) => {
        const counters = tx.collection('counters');
        await Promise.all(
          Array.from({ length: 20 }, () => counters.updateOne({ _id: 'c' }, { $inc: { n: 1 } })),
        );
      });
      await Promise.all(
        Array.from({ length: 10 }, () =>
          store.collection('counters').updateOne({ _id: 'c' }, { $inc: { n: 1 } }),
        ),
      );
      expect(await store.collection('counters').findOne({ _id: 'c' })).toEqual({ _id: 'c', n: 30 });
    });

    it('fails a unique-index write at the call, even inside a transaction', async () => {
      const store = await freshStore();
      await store.createIndex('users', { keys: { email: 1 }, unique: true });
      await store.collection('users').insertOne({ _id: 'a', email: 'a@x' });
      const attempt = store.transaction(async (tx) => {
        const users = tx.collection('users');
        await users.findOne({ _id: 'b' });
        await expect(
          users.replaceOne({ _id: 'b' }, { _id: 'b', email: 'a@x' }, { upsert: true }),
        ).rejects.toThrow(DuplicateKeyError);
        // PostgreSQL aborts the transaction at a failed statement: it cannot go on, nor commit.
        await expect(users.insertOne({ _id: 'c', email: 'c@x' })).rejects.toThrow(ReadStoreUsageError);
      });
      await expect(attempt).rejects.toThrow(DuplicateKeyError);
      expect(await store.collection('users').countDocuments()).toBe(1);
    });

    it('orders strings bytewise whatever the database collation, and keeps numbers numeric', async () => {
      const store = await freshStore();
      const words = store.collection('words');
      for (const [id, value] of [
        ['1', 'a'],
        ['2', 'B'],
        ['3', 'é'],
        ['4', 10],
        ['5', 9],
        ['6', 'Z'],
        ['7', null],
      ] as const)
        await words.insertOne({ _id: id, value });
      const sorted = await words.find({}, { sort: { value: 1 } });
      expect(sorted.map((doc) => doc['value'])).toEqual([null, 9, 10, 'B', 'Z', 'a', 'é']);
      expect((await words.find({ value: { $gt: 'Z' } })).map((doc) => doc['value']).sort()).toEqual([
        'a',
        'é',
      ]);
    });

    it('stores the characters JSONB refuses as U+FFFD instead of failing the write', async () => {
      const store = await freshStore();
      await store
        .collection('notes')
        .insertOne({ _id: 'n', text: 'a\u0000b', lone: 'x\ud800y', slash: '\\u0000' });
      expect(await store.collection('notes').findOne({ _id: 'n' })).toEqual({
        _id: 'n',
        text: 'a\ufffdb',
        lone: 'x\ufffdy',
        slash: '\\u0000',
      });
    });

    it('rejects queries during a connection loss with connection errors, then reconnects by itself', async () => {
      const applicationName = `rs-outage-${process.pid}`;
      const store = await freshStore(provider({ applicationName }));
      const notes = store.collection('notes');
      await notes.insertOne({ _id: 'n1' });
      const terminate = () =>
        admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()',
          [applicationName],
        );

      await terminate();
      // The pooled connection may already know it is dead (and be replaced), or find out now.
      await notes.findOne({ _id: 'n1' }).catch((error: unknown) => expect(connectionError(error)).toBe(true));
      expect(await notes.findOne({ _id: 'n1' })).toEqual({ _id: 'n1' });

      const interrupted = store.transaction(async (tx) => {
        await tx.collection('notes').insertOne({ _id: 'n2' });
        await terminate();
        await tx.collection('notes').insertOne({ _id: 'n3' });
      });
      const failure = await interrupted.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(connectionError(failure)).toBe(true);
      await store.transaction((tx) => tx.collection('notes').insertOne({ _id: 'n4' }));
      expect((await notes.find({}, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual(['n1', 'n4']);
    });

    it('fails with a connection error while the server cannot be reached', async () => {
      const url = new URL(database.url);
      url.port = '1';
      const unreachable = new PostgresReadStoreProvider({ url: url.toString() });
      providers.push(unreachable);
      const error = await unreachable.liveNamespace().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(connectionError(error)).toBe(true);
    });

    it('lets several processes start on a new database at once', async () => {
      const fresh = await createTestDatabase('read_store_race');
      const racers = Array.from(
        { length: 6 },
        () => new PostgresReadStoreProvider({ url: fresh.url, poolSize: 2 }),
      );
      try {
        await Promise.all(
          racers.map(async (racer) => {
            const store = await racer.open('primary');
            await store.createIndex('profiles', { keys: { email: 1 } });
            await store.createTextIndex('profiles', ['name']);
            await store.collection('profiles').updateOne({ _id: 'p' }, { $inc: { n: 1 } }, { upsert: true });
          }),
        );
        const store = await racers[0]!.open('primary');
        expect(await store.collection('profiles').findOne({ _id: 'p' })).toEqual({ _id: 'p', n: 6 });
        expect(await racers[1]!.listNamespaces()).toEqual(['primary']);
        expect(await racers[2]!.liveNamespace()).toBe('primary');
      } finally {
        await Promise.all(racers.map((racer) => racer.close()));
        await fresh.drop();
      }
    });

    it('keeps each namespace in a schema of its own and switches the live pointer for every process', async () => {
      const first = provider();
      const second = provider();
      const green = await first.open('green-x');
      await green.collection('profiles').insertOne({ _id: 'u1' });
      const schemas = await admin.query<{ nspname: string }>(
        "SELECT nspname FROM pg_namespace WHERE nspname = 'rs_green_x'",
      );
      expect(schemas.rows).toHaveLength(1);
      await first.setLiveNamespace('green-x');
      expect(await second.liveNamespace()).toBe('green-x');
      await first.setLiveNamespace('primary');
      await green.drop();
      const after = await admin.query("SELECT 1 FROM pg_namespace WHERE nspname = 'rs_green_x'");
      expect(after.rows).toHaveLength(0);
      expect(await second.listNamespaces()).not.toContain('green-x');
    });
  });
});

/**
 * isConnectionError, seen across Jest's realms: a socket error (ECONNREFUSED) is built by Node
 * outside the test's sandbox, so `instanceof Error` is false there although it holds in a real
 * process. The same properties, rebuilt in this realm, are what isConnectionError judges.
 */
function connectionError(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  return isConnectionError(Object.assign(new Error(String(message)), { code }));
}

/** Counts the statements the store's pool sends from now on (the test's measure of round trips). */
function countStatements(store: PostgresReadStore): () => number {
  let count = 0;
  const pool = (store as unknown as { pool: pg.Pool }).pool;
  const wrapped = new WeakSet<pg.PoolClient>();
  const wrap = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      count += 1;
      return query(...args);
    };
  };
  pool.on('acquire', wrap);
  return () => count;
}
