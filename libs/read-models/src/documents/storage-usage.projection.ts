import { oneDocumentPerEvent, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `storage_usage`: one document per user with the bytes their uploads occupy, folded from the
 * library-<user> stream's reservations and releases (the write side enforces the limit; this is
 * what the vault's usage bar shows).
 */
export interface StorageUsageDoc extends ReadModelDoc {
  used_bytes: number;
  /** Documents counted in used_bytes. */
  documents: number;
}

export const STORAGE_USAGE = readModel<StorageUsageDoc>('storage_usage');

function evolveUsage(doc: StorageUsageDoc | null, event: AnyProjectedEvent): StorageUsageDoc | null {
  switch (event.type) {
    case 'StorageReserved': {
      const current = doc ?? { _id: event.data.userId, _position: 0, used_bytes: 0, documents: 0 };
      return {
        ...current,
        used_bytes: current.used_bytes + event.data.bytes,
        documents: current.documents + 1,
      };
    }
    case 'StorageReleased':
      // The write side releases only what it reserved, so the counts never go below zero.
      return doc && { ...doc, used_bytes: doc.used_bytes - event.data.bytes, documents: doc.documents - 1 };
    default:
      return doc;
  }
}

export const storageUsageProjection: Projection<StorageUsageDoc> = {
  readModel: STORAGE_USAGE,
  ...oneDocumentPerEvent(['StorageReserved', 'StorageReleased'], 'userId'),
  evolve: evolveUsage,
};
