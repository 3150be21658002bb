import { MongoClient } from 'mongodb';
import { type BlobStore } from './blob-store.port';
import { FsBlobStore } from './fs-blob-store';
import { GridFsBlobStore } from './gridfs-blob-store';

export type BlobStoreConfig = { kind: 'fs'; directory: string } | { kind: 'gridfs'; url: string; database: string };

/** The blob store a deployment uses: a folder (embedded) or GridFS beside the read models. */
export async function createBlobStore(config: BlobStoreConfig): Promise<BlobStore> {
  if (config.kind === 'fs') return new FsBlobStore(config.directory);
  const client = await MongoClient.connect(config.url);
  return new GridFsBlobStore(client.db(config.database));
}
