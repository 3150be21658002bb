import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { ReadStoreUsageError } from '../read-store.errors';
import { describeReadStoreContract } from '../testing/read-store.contract';
import { SqliteReadStore } from './sqlite-read-store';
import { SqliteReadStoreProvider } from './sqlite-read-store.provider';

const directories: string[] = [];
function tempDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'read-store-'));
  directories.push(directory);
  return directory;
}
afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

describeReadStoreContract('sqlite', async () => {
  const directory = tempDirectory();
  const provider = new SqliteReadStoreProvider({ directory });
  return {
    provider,
    cleanup: async () => {
      await provider.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
});

describe('SqliteReadStore specifics', () => {
  let directory: string;
  let provider: SqliteReadStoreProvider;
  beforeEach(() => {
    directory = tempDirectory();
    provider = new SqliteReadStoreProvider({ directory });
  });
  afterEach(async () => {
    await provider.close();
  });

  it('keeps the registry and one file per namespace in the directory', async () => {
    const store = await provider.open('green');
    await store.collection('profiles').insertOne({ _id: 'u1' });
    expect(existsSync(join(directory, 'registry.sqlite'))).toBe(true);
    expect(existsSync(join(directory, 'green.sqlite'))).toBe(true);
    await store.close();
  });

  it('bulkLoad turns syncing off while the body runs, then checkpoints the WAL into the file and turns it on', async () => {
    const store = (await provider.open('green')) as SqliteReadStore;
    const file = join(directory, 'green.sqlite');
    // The setting is per connection: read the store's own (a private field, for this test only).
    const synchronous = () =>
      (store as unknown as { conn: { db: Database.Database } }).conn.db.pragma('synchronous', {
        simple: true,
      });
    expect(synchronous()).toBe(1);
    await store.bulkLoad(async () => {
      expect(synchronous()).toBe(0);
      await store.transaction((tx) => tx.writeDocuments('profiles', new Map([['u1', { _id: 'u1' }]])));
    });
    expect(synchronous()).toBe(1);
    // Checkpointed and truncated: the whole namespace is in its file.
    expect(statSync(`${file}-wal`).size).toBe(0);
    await expect(store.bulkLoad(() => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(synchronous()).toBe(1);
    await store.close();
  });

  it('answers equality and sorted range queries from an expression index', async () => {
    const store = (await provider.open('primary')) as SqliteReadStore;
    await store.createIndex('messages', { keys: { conversationId: 1, at: 1 }, name: 'by_conversation' });
    await store.createIndex('messages', { keys: { at: 1 } });
    const equality = await store.explain('messages', { conversationId: 'c1' });
    expect(equality.join('\n')).toMatch(
      /SEARCH messages USING INDEX messages__by_conversation \(<expr>=\?\)/,
    );
    const range = await store.explain(
      'messages',
      { at: { $gte: '2024-01-01' } },
      { sort: { at: -1 }, limit: 20 },
    );
    expect(range.join('\n')).toMatch(/SEARCH messages USING INDEX messages__at_asc \(<expr>>\?\)/);
    expect(range.join('\n')).not.toMatch(/TEMP B-TREE/);
    const both = await store.explain('messages', { conversationId: 'c1' }, { sort: { at: 1 } });
    expect(both.join('\n')).toMatch(/USING INDEX messages__by_conversation/);
    expect(both.join('\n')).not.toMatch(/TEMP B-TREE/);
    await store.close();
  });

  it('lets a second provider on the same directory read what the first committed, and only that', async () => {
    const other = new SqliteReadStoreProvider({ directory });
    const writer = await provider.open('primary');
    const reader = await other.open('primary');
    await writer.transaction(async (tx) => {
      await tx.collection('profiles').insertOne({ _id: 'u1', plan: 'trial' });
      await tx.setCheckpoint('profiles', 10);
      // Another connection must not see the uncommitted transaction.
      expect(await reader.collection('profiles').findOne({ _id: 'u1' })).toBeNull();
      expect(await reader.getCheckpoint('profiles')).toBeNull();
    });
    expect(await reader.collection('profiles').findOne({ _id: 'u1' })).toEqual({ _id: 'u1', plan: 'trial' });
    expect(await reader.getCheckpoint('profiles')).toBe(10);
    await reader.collection('profiles').updateOne({ _id: 'u1' }, { $set: { plan: 'pro' } });
    expect(await writer.collection('profiles').findOne({ _id: 'u1' })).toEqual({ _id: 'u1', plan: 'pro' });
    await (await provider.open('blue')).close();
    await provider.setLiveNamespace('blue');
    expect(await other.liveNamespace()).toBe('blue');
    await reader.close();
    await other.close();
  });

  it('makes a store write inside a transaction body an error instead of a deadlock', async () => {
    const store = await provider.open('primary');
    await store.transaction(async (tx) => {
      await tx.collection('profiles').insertOne({ _id: 'u1' });
      await expect(store.collection('profiles').insertOne({ _id: 'u2' })).rejects.toThrow(
        ReadStoreUsageError,
      );
      // Reads through the store are allowed there and see the transaction's own writes.
      expect(await store.collection('profiles').countDocuments()).toBe(1);
    });
    expect(await store.collection('profiles').countDocuments()).toBe(1);
  });

  it('makes writes from outside wait until the open transaction ends', async () => {
    const store = await provider.open('primary');
    const order: string[] = [];
    let startOutside!: () => void;
    // Registered outside the transaction, so the write runs as an unrelated caller would.
    const outside = new Promise<void>((resolve) => (startOutside = resolve))
      .then(() => store.collection('log').insertOne({ _id: 'outside' }))
      .then(() => order.push('outside'));
    await store.transaction(async (tx) => {
      startOutside();
      await tx.collection('log').insertOne({ _id: 'inside' });
      await new Promise((resolve) => setTimeout(resolve, 10));
      order.push('commit');
    });
    await outside;
    expect(order).toEqual(['commit', 'outside']);
    expect(await store.collection('log').countDocuments()).toBe(2);
  });

  it('shares one connection between handles of one namespace until the last one closes', async () => {
    const first = await provider.open('primary');
    const second = await provider.open('primary');
    await first.collection('profiles').insertOne({ _id: 'u1' });
    await first.close();
    await expect(first.collection('profiles').countDocuments()).rejects.toThrow(ReadStoreUsageError);
    expect(await second.collection('profiles').countDocuments()).toBe(1);
    await second.close();
  });
});
