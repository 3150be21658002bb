import { contentHash, type ReadStore } from '@buildmentor/read-store';

/**
 * Collections a namespace holds that are not read models of the log: `replays` records the
 * progress of admin-requested replays (written beside the projections, not by them), so it is
 * left out of the comparison between a replay and the live read models.
 */
export const OPERATIONAL_COLLECTIONS: ReadonlySet<string> = new Set(['replays']);

/** SHA-256 of every read-model collection of a namespace, by collection name (sorted). */
export async function readModelHashes(store: ReadStore): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const names = (await store.listCollections()).filter((name) => !OPERATIONAL_COLLECTIONS.has(name));
  for (const name of names.sort()) hashes[name] = await contentHash(store, name);
  return hashes;
}
