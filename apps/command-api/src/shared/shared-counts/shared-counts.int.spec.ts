import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@buildmentor/config';
import { createTestDatabase, describeWithPostgres } from '@buildmentor/postgres/testing';
import { collectionOf, SHARED_COUNTERS, SHARED_COUNTERS_NAMESPACE } from '@buildmentor/read-models';
import {
  createReadStoreProvider,
  type ReadStoreProvider,
  SqliteReadStoreProvider,
} from '@buildmentor/read-store';
import { SharedCounts } from './shared-counts.service';

const W = 60_000;

/** Two API processes' SharedCounts over one store, each with its own provider (its own connections). */
interface Fixture {
  providers: [ReadStoreProvider, ReadStoreProvider];
  cleanup(): Promise<void>;
}

function sharedCountsSuite(name: string, open: () => Promise<Fixture>) {
  describe(`SharedCounts on ${name}`, () => {
    let fixture: Fixture;
    let a: SharedCounts;
    let b: SharedCounts;
    beforeEach(async () => {
      fixture = await open();
      a = new SharedCounts(fixture.providers[0], silentLogger);
      b = new SharedCounts(fixture.providers[1], silentLogger);
    });
    afterEach(async () => {
      await a.onApplicationShutdown();
      await b.onApplicationShutdown();
      await Promise.all(fixture.providers.map((provider) => provider.close()));
      await fixture.cleanup();
    });

    it("limits a key across processes once each has synced: the others' hits count", async () => {
      const now = Date.now();
      const limit = 5;
      for (let i = 0; i < 3; i++)
        expect(a.counter('rate-limits').take('user:u1', W, limit, now).admitted).toBe(true);
      await a.sync();
      expect(b.counter('rate-limits').count('user:u1', W, now)).toBe(0);
      await b.sync();
      expect(b.counter('rate-limits').count('user:u1', W, now)).toBe(3);
      const fromB = [1, 2, 3].map(() => b.counter('rate-limits').take('user:u1', W, limit, now).admitted);
      expect(fromB).toEqual([true, true, false]);
      await b.sync();
      await a.sync();
      expect(a.counter('rate-limits').take('user:u1', W, limit, now).admitted).toBe(false);
      // Scopes do not mix: the sign-in counter has its own keys.
      expect(a.counter('sign-in').count('user:u1', W, now)).toBe(0);
    });

    it('stores one document per key and window, without the key, and deletes expired windows', async () => {
      const now = Date.now();
      a.counter('sign-in').add('pair|jo@firm.com.au\u0000203.0.113.9', W, now);
      a.counter('sign-in').add('address|203.0.113.9', 1_000, now - 10 * W);
      await a.sync();
      const store = await fixture.providers[1].open(SHARED_COUNTERS_NAMESPACE);
      try {
        const docs = await collectionOf(store, SHARED_COUNTERS).find({});
        // The hour-old window was deleted at once; the live one stays, its key hashed.
        expect(docs.map((doc) => doc.count)).toEqual([1]);
        expect(JSON.stringify(docs)).not.toContain('firm.com.au');
        expect(docs.every((doc) => doc.expires_at_ms > now)).toBe(true);
      } finally {
        await store.close();
      }
    });

    it('expires windows by the clock its callers count with, so a pinned clock (tests) keeps its counts', async () => {
      const pinned = Date.parse('2026-03-01T00:00:00.000Z'); // long before the machine's clock
      const fifteenMinutes = 15 * W;
      for (let i = 0; i < 3; i++) a.counter('sign-in').add('pair|jo', fifteenMinutes, pinned + i);
      await a.sync(); // written, then expired windows deleted (the first round does both)
      expect(a.counter('sign-in').count('pair|jo', fifteenMinutes, pinned + 10)).toBe(3);
      await a.sync();
      expect(a.counter('sign-in').count('pair|jo', fifteenMinutes, pinned + 10)).toBe(3);
      expect(b.counter('sign-in').count('pair|jo', fifteenMinutes, pinned + 10)).toBe(0);
      await b.sync();
      expect(b.counter('sign-in').count('pair|jo', fifteenMinutes, pinned + 10)).toBe(3);
    });
  });
}

sharedCountsSuite('SQLite (processes sharing DATA_DIR)', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'bm-counts-'));
  return {
    providers: [new SqliteReadStoreProvider({ directory }), new SqliteReadStoreProvider({ directory })],
    cleanup: async () => rmSync(directory, { recursive: true, force: true }),
  };
});

describeWithPostgres('on a PostgreSQL server', () => {
  sharedCountsSuite('PostgreSQL', async () => {
    const database = await createTestDatabase('shared-counts');
    return {
      providers: [
        createReadStoreProvider({ kind: 'postgres', url: database.url, poolSize: 2 }),
        createReadStoreProvider({ kind: 'postgres', url: database.url, poolSize: 2 }),
      ],
      cleanup: () => database.drop(),
    };
  });
});
