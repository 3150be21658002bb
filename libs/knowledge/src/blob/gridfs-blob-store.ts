import { GridFSBucket, type Db, type ObjectId } from 'mongodb';
import { assertValidBlobKey, type BlobMeta, type BlobStore, type StoredBlob } from './blob-store.port';

/**
 * Blobs in MongoDB GridFS, for deployments where the API runs on more than one node. GridFS
 * writes the chunks first and the files document last, so a reader never finds a half-written
 * blob. Replacing a key uploads a new file and then removes the older ones; `get` reads the newest.
 */
export class GridFsBlobStore implements BlobStore {
  private readonly bucket: GridFSBucket;

  constructor(db: Db, bucketName = 'blobs') {
    this.bucket = new GridFSBucket(db, { bucketName });
  }

  async put(key: string, bytes: Uint8Array, meta: BlobMeta): Promise<void> {
    assertValidBlobKey(key);
    const upload = this.bucket.openUploadStream(key, { metadata: { ...meta } });
    await new Promise<void>((resolve, reject) => {
      upload.once('error', reject);
      upload.once('finish', () => resolve());
      upload.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    for (const old of await this.versions(key)) {
      if (!old.equals(upload.id)) await this.bucket.delete(old).catch(ignoreNotFound);
    }
  }

  async get(key: string): Promise<StoredBlob | null> {
    assertValidBlobKey(key);
    const [file] = await this.bucket
      .find({ filename: key })
      .sort({ uploadDate: -1, _id: -1 })
      .limit(1)
      .toArray();
    if (!file) return null;
    const parts: Buffer[] = [];
    for await (const part of this.bucket.openDownloadStream(file._id)) parts.push(part as Buffer);
    return { bytes: new Uint8Array(Buffer.concat(parts)), meta: file.metadata as BlobMeta };
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
