import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeBlobStoreContract } from '../testing/blob-store.contract';
import { putBlob, readBlob } from './blob-store.port';
import { FsBlobStore } from './fs-blob-store';

/** The directory's entries: blobs and any temporary file a put left behind. */
async function entries(directory: string): Promise<string[]> {
  return readdir(directory).catch(() => []);
}

describe('FsBlobStore', () => {
  let root: string;

  describeBlobStoreContract('FsBlobStore', async () => {
    root = await mkdtemp(join(tmpdir(), 'bm-blobs-'));
    const directory = join(root, 'blobs');
    return {
      store: new FsBlobStore(directory),
      footprint: async () => (await entries(directory)).length,
      close: () => rm(root, { recursive: true, force: true }),
    };
  });

  describe('on disk', () => {
    let store: FsBlobStore;

    beforeEach(async () => {
      root = await mkdtemp(join(tmpdir(), 'bm-blobs-'));
      store = new FsBlobStore(join(root, 'blobs'));
    });
    afterEach(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it('leaves no temporary files behind when puts of one key race', async () => {
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          putBlob(store, 'same-key.txt', Buffer.from(`v${i}`), { contentType: 'text/plain' }),
        ),
      );
      expect(await entries(join(root, 'blobs'))).toEqual(['same-key.txt']);
      expect((await readBlob(store, 'same-key.txt'))?.bytes.length).toBe(2);
    });

    it('rejects a bad key before creating the directory', async () => {
      await expect(store.delete('../x')).rejects.toThrow(/invalid blob key/);
      expect(await entries(join(root, 'blobs'))).toEqual([]);
    });
  });
});
