import { join, resolve } from 'node:path';
import { type AppConfig } from '@buildmentor/config';
import { createBlobStore } from '@buildmentor/knowledge';
import { CONFIG } from '../infrastructure/tokens';

export const BLOB_STORE = Symbol.for('buildmentor.BlobStore');

/**
 * Uploaded files: a folder under DATA_DIR in the embedded deployment, MongoDB GridFS beside the
 * read models in production (DESIGN.md section 1).
 */
export const blobStoreProvider = {
  provide: BLOB_STORE,
  inject: [CONFIG],
  useFactory: (config: AppConfig) =>
    config.READ_STORE === 'mongodb'
      ? createBlobStore({ kind: 'gridfs', url: config.MONGODB_URL!, database: config.MONGODB_DATABASE })
      : createBlobStore({ kind: 'fs', directory: join(resolve(config.DATA_DIR), 'blobs') }),
};
