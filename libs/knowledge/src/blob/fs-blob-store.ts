import { randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  assertValidBlobKey,
  type BlobMeta,
  type BlobStore,
  type ByteRange,
  type ByteSource,
  clampRange,
  type OpenedBlob,
} from './blob-store.port';

/**
 * Blobs as files in one directory. Each blob is ONE file: a 4-byte length, the metadata as JSON,
 * then the bytes. One file means one rename, so a put is atomic: it is streamed to a temporary
 * name in the same directory, flushed, then renamed over the key (rename is atomic on POSIX).
 * Temporary names start with '.', which no valid key can, so they never collide with blobs.
 */
export class FsBlobStore implements BlobStore {
  private ready: Promise<unknown> | undefined;

  constructor(private readonly directory: string) {}

  async putStream(key: string, source: ByteSource, meta: BlobMeta): Promise<{ sizeBytes: number }> {
    const target = this.pathOf(key);
    await (this.ready ??= mkdir(this.directory, { recursive: true }));
    const metaJson = Buffer.from(JSON.stringify(meta), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(metaJson.length);
    const temp = join(this.directory, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    const handle = await open(temp, 'wx', 0o600);
    let sizeBytes = 0;
    try {
      await writeAll(handle, Buffer.concat([length, metaJson]));
      // One chunk at a time, each written before the next is read: the source waits for the disk.
      for await (const chunk of source) {
        await writeAll(handle, chunk);
        sizeBytes += chunk.length;
      }
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
    return { sizeBytes };
  }

  async openRead(key: string, range?: ByteRange): Promise<OpenedBlob | null> {
    let handle: FileHandle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    // Everything below reads the one open file, so a concurrent replace or delete cannot mix blobs.
    try {
      const metaLength = (await readAt(handle, 0, 4)).readUInt32BE(0);
      const meta = JSON.parse((await readAt(handle, 4, metaLength)).toString('utf8')) as BlobMeta;
      const base = 4 + metaLength;
      const sizeBytes = (await handle.stat()).size - base;
      const { start, end } = clampRange(sizeBytes, range);
      if (end === start) {
        await handle.close();
        return { meta, sizeBytes, stream: Readable.from([]) };
      }
      // The stream closes the file when it ends or is destroyed.
      return {
        meta,
        sizeBytes,
        stream: handle.createReadStream({ start: base + start, end: base + end - 1 }),
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
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

async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  for (let offset = 0; offset < bytes.length;) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
    offset += bytesWritten;
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new Error('blob file is truncated');
  return buffer;
}
