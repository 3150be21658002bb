import { type AppConfig, blobStoreLocation } from '@buildmentor/config';
import { createBlobStore } from '@buildmentor/knowledge';
import { CONFIG } from '../infrastructure/tokens';

export const BLOB_STORE = Symbol.for('buildmentor.BlobStore');

/**
 * Uploaded files: a folder under DATA_DIR in the embedded deployment; PostgreSQL or MongoDB GridFS
 * beside the read models on servers, so every API instance serves every upload (BLOB_STORE).
 */
export const blobStoreProvider = {
  provide: BLOB_STORE,
  inject: [CONFIG],
  useFactory: (config: AppConfig) => createBlobStore(blobStoreLocation(config)),
};
