import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { assertValidBlobKey, type BlobMeta, type BlobStore, type StoredBlob } from './blob-store.port';

/**
 * Blobs as files in one directory. Each blob is ONE file: a 4-byte length, the metadata as JSON,
 * then the bytes. One file means one rename, so a put is atomic: it is written to a temporary
 * name in the same directory, flushed, then renamed over the key (rename is atomic on POSIX).
 * Temporary names start with '.', which no valid key can, so they never collide with blobs.
 */
export class FsBlobStore implements BlobStore {
  private ready: Promise<unknown> | undefined;

  constructor(private readonly directory: string) {}

  async put(key: string, bytes: Uint8Array, meta: BlobMeta): Promise<void> {
    const target = this.pathOf(key);
    await (this.ready ??= mkdir(this.directory, { recursive: true }));
    const metaJson = Buffer.from(JSON.stringify(meta), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(metaJson.length);
    const temp = join(this.directory, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writev([length, metaJson, bytes]);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    try {
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredBlob | null> {
    let file: Buffer;
    try {
      file = await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const metaLength = file.readUInt32BE(0);
    const meta = JSON.parse(file.subarray(4, 4 + metaLength).toString('utf8')) as BlobMeta;
    return { bytes: new Uint8Array(file.subarray(4 + metaLength)), meta };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The key is validated before it touches a path, so it can never leave the directory. */
  private pathOf(key: string): string {
    assertValidBlobKey(key);
    return join(this.directory, key);
  }
}
