import { OPERATIONAL_COLLECTIONS } from '@buildmentor/read-models';
import { contentHashes, type ReadStore } from '@buildmentor/read-store';

/** SHA-256 of every read-model collection of a namespace, by collection name (sorted). */
export function readModelHashes(store: ReadStore): Promise<Record<string, string>> {
  return contentHashes(store, OPERATIONAL_COLLECTIONS);
}
