import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidBlobKeyError, newBlobKey, putBlob, readBlob, readBlobRange } from './blob-store.port';
import { FsBlobStore } from './fs-blob-store';

describe('FsBlobStore', () => {
  let root: string;
  let store: FsBlobStore;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'bm-blobs-'));
    store = new FsBlobStore(join(root, 'blobs'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores, reads, replaces and deletes a blob', async () => {
    const key = newBlobKey('pdf');
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    await putBlob(store, key, new Uint8Array([1, 2, 3]), {
      contentType: 'application/pdf',
      originalName: 'Plan.pdf',
    });
    expect(await readBlob(store, key)).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      meta: { contentType: 'application/pdf', originalName: 'Plan.pdf' },
    });
    await putBlob(store, key, new Uint8Array([9]), { contentType: 'application/pdf' });
    expect((await readBlob(store, key))?.bytes).toEqual(new Uint8Array([9]));
    await store.delete(key);
    expect(await readBlob(store, key)).toBeNull();
    await store.delete(key); // idempotent
  });

  it('leaves no temporary files behind', async () => {
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        putBlob(store, 'same-key.txt', Buffer.from(`v${i}`), { contentType: 'text/plain' }),
      ),
    );
    expect(await readdir(join(root, 'blobs'))).toEqual(['same-key.txt']);
    expect((await readBlob(store, 'same-key.txt'))?.bytes.length).toBe(2);
  });

  it('streams a blob in and reads any range of it back', async () => {
    const key = newBlobKey('txt');
    async function* chunks(): AsyncGenerator<Uint8Array> {
      for (let i = 0; i < 100; i++) yield Buffer.alloc(1000, 48 + (i % 10));
    }
    expect(await store.putStream(key, chunks(), { contentType: 'text/plain' })).toEqual({ sizeBytes: 100_000 });
    const opened = await store.openRead(key);
    expect(opened).toMatchObject({ sizeBytes: 100_000, meta: { contentType: 'text/plain' } });
    opened!.stream.destroy();
    expect(Buffer.from(await readBlobRange(store, key, 999, 1001)).toString()).toBe('01');
    expect(Buffer.from(await readBlobRange(store, key, 99_998, 200_000)).toString()).toBe('99');
    expect(await readBlobRange(store, key, 5, 5)).toHaveLength(0);
    expect((await readBlob(store, key))?.bytes).toHaveLength(100_000);
    expect(await store.openRead(newBlobKey('txt'))).toBeNull();
  });

  it('keeps the old blob whole, and no partial new one, when the source fails mid-way', async () => {
    const key = newBlobKey('txt');
    await putBlob(store, key, Buffer.from('old'), { contentType: 'text/plain' });
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('new part');
      throw new Error('client went away');
    }
    await expect(store.putStream(key, failing(), { contentType: 'text/plain' })).rejects.toThrow('client went away');
    expect(Buffer.from((await readBlob(store, key))!.bytes).toString()).toBe('old');
    expect(await readdir(join(root, 'blobs'))).toEqual([key]);
  });

  it.each([
    '../escape',
    '..',
    'a/b',
    'a\\b',
    '',
    '.hidden',
    'x.pdf.exe',
    'name with space',
    'a'.repeat(200),
    '%2e%2e',
  ])('rejects the key %j before touching the file system', async (key) => {
    await expect(putBlob(store, key, new Uint8Array([1]), { contentType: 'text/plain' })).rejects.toThrow(
      InvalidBlobKeyError,
    );
    await expect(readBlob(store, key)).rejects.toThrow(InvalidBlobKeyError);
    await expect(store.delete(key)).rejects.toThrow(InvalidBlobKeyError);
  });
});
