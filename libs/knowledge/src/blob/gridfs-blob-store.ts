import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, type Db, type ObjectId } from 'mongodb';
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
 * Blobs in MongoDB GridFS, for deployments where the API runs on more than one node. GridFS
 * writes the chunks first and the files document last, so a reader never finds a half-written
 * blob; a failed upload's chunks are deleted. Replacing a key uploads a new file and then removes
 * the older ones; reads use the newest.
 */
export class GridFsBlobStore implements BlobStore {
  private readonly bucket: GridFSBucket;

  constructor(db: Db, bucketName = 'blobs') {
    this.bucket = new GridFSBucket(db, { bucketName });
  }

  async putStream(key: string, source: ByteSource, meta: BlobMeta): Promise<{ sizeBytes: number }> {
    assertValidBlobKey(key);
    const upload = this.bucket.openUploadStream(key, { metadata: { ...meta } });
    let sizeBytes = 0;
    async function* counted(): AsyncGenerator<Uint8Array> {
      for await (const chunk of source) {
        sizeBytes += chunk.length;
        yield chunk;
      }
    }
    try {
      // pipeline waits for each chunk to be taken before reading the next (backpressure).
      await pipeline(Readable.from(counted()), upload);
    } catch (error) {
      // No files document was written; remove the chunks that were.
      await this.bucket.delete(upload.id).catch(() => undefined);
      throw error;
    }
    for (const old of await this.versions(key)) {
      if (!old.equals(upload.id)) await this.bucket.delete(old).catch(ignoreNotFound);
    }
    return { sizeBytes };
  }

  async openRead(key: string, range?: ByteRange): Promise<OpenedBlob | null> {
    assertValidBlobKey(key);
    const [file] = await this.bucket
      .find({ filename: key })
      .sort({ uploadDate: -1, _id: -1 })
      .limit(1)
      .toArray();
    if (!file) return null;
    const { start, end } = clampRange(file.length, range);
    const stream =
      end === start ? Readable.from([]) : this.bucket.openDownloadStream(file._id, { start, end });
    return { meta: file.metadata as BlobMeta, sizeBytes: file.length, stream };
  }

  async delete(key: string): Promise<void> {
    assertValidBlobKey(key);
    for (const id of await this.versions(key)) await this.bucket.delete(id).catch(ignoreNotFound);
  }

  private async versions(key: string): Promise<ObjectId[]> {
    const files = await this.bucket.find({ filename: key }, { projection: { _id: 1 } }).toArray();
    return files.map((f) => f._id);
  }
}

/** A concurrent delete got there first: the goal (no such file) is met. */
function ignoreNotFound(error: unknown): void {
  if (!/not found|FileNotFound/i.test(String((error as Error).message))) throw error;
}
