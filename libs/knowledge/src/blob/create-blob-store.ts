import { MongoClient } from 'mongodb';
import { type BlobStore } from './blob-store.port';
import { FsBlobStore } from './fs-blob-store';
import { GridFsBlobStore } from './gridfs-blob-store';
import { PostgresBlobStore } from './pg-blob-store';

export type BlobStoreConfig =
  | { kind: 'fs'; directory: string }
  | { kind: 'gridfs'; url: string; database: string }
  | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * The blob store a deployment uses: a folder (embedded, one node), GridFS beside the read models,
 * or PostgreSQL (several API instances, no shared disk). The PostgreSQL store migrates its schema
 * here, so a wrong URL fails at start-up rather than on the first upload.
 */
export async function createBlobStore(config: BlobStoreConfig): Promise<BlobStore> {
  switch (config.kind) {
    case 'fs':
      return new FsBlobStore(config.directory);
    case 'gridfs': {
      // An outage surfaces within seconds (a 503 the client retries) instead of the driver's 30 s.
      const client = await MongoClient.connect(config.url, {
        appName: 'buildmentor-blobs',
        serverSelectionTimeoutMS: 5_000,
      });
      return new GridFsBlobStore(client.db(config.database));
    }
    case 'postgres':
      return PostgresBlobStore.connect(config);
  }
}
