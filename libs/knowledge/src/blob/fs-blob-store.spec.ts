import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidBlobKeyError, newBlobKey } from './blob-store.port';
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
    await store.put(key, new Uint8Array([1, 2, 3]), {
      contentType: 'application/pdf',
      originalName: 'Plan.pdf',
    });
    expect(await store.get(key)).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      meta: { contentType: 'application/pdf', originalName: 'Plan.pdf' },
    });
    await store.put(key, new Uint8Array([9]), { contentType: 'application/pdf' });
    expect((await store.get(key))?.bytes).toEqual(new Uint8Array([9]));
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // idempotent
  });

  it('leaves no temporary files behind', async () => {
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        store.put('same-key.txt', Buffer.from(`v${i}`), { contentType: 'text/plain' }),
      ),
    );
    expect(await readdir(join(root, 'blobs'))).toEqual(['same-key.txt']);
    expect((await store.get('same-key.txt'))?.bytes.length).toBe(2);
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
    await expect(store.put(key, new Uint8Array([1]), { contentType: 'text/plain' })).rejects.toThrow(
      InvalidBlobKeyError,
    );
    await expect(store.get(key)).rejects.toThrow(InvalidBlobKeyError);
    await expect(store.delete(key)).rejects.toThrow(InvalidBlobKeyError);
  });
});
