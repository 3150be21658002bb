import { contentHash, type ReadStore } from '@buildmentor/read-store';

/** SHA-256 of every read-model collection of a namespace, by collection name (sorted). */
export async function readModelHashes(store: ReadStore): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const name of [...(await store.listCollections())].sort()) hashes[name] = await contentHash(store, name);
  return hashes;
}
