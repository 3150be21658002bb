import { createHash } from 'node:crypto';
import { type Doc, type ReadStore } from './read-store.port';

/**
 * A fingerprint of a collection's content: SHA-256 (hex) over its documents in `_id` order, each
 * serialised canonically. Two stores (SQLite or MongoDB, any insertion order, any key order)
 * holding the same documents give the same hash; that is how a replay is compared with the live
 * read models.
 */
export async function contentHash(store: ReadStore, collection: string): Promise<string> {
  const hash = createHash('sha256');
  const documents = store.collection<Doc>(collection);
  // Paging by _id keeps memory flat on large collections; both stores order strings bytewise.
  let after: string | undefined;
  for (;;) {
    const page = await documents.find(after === undefined ? {} : { _id: { $gt: after } }, {
      sort: { _id: 1 },
      limit: PAGE_SIZE,
    });
    for (const doc of page) hash.update(`${canonicalJson(doc)}\n`);
    const last = page[page.length - 1];
    if (page.length < PAGE_SIZE || !last) break;
    after = last._id;
  }
  return hash.digest('hex');
}

const PAGE_SIZE = 1_000;

/** contentHash of every collection of a namespace but `except`, by collection name (sorted). */
export async function contentHashes(
  store: ReadStore,
  except: ReadonlySet<string> = new Set(),
): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const names = (await store.listCollections()).filter((name) => !except.has(name));
  for (const name of names.sort()) hashes[name] = await contentHash(store, name);
  return hashes;
}

/** JSON with object keys sorted at every depth; like JSON.stringify otherwise (toJSON, undefined). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonicalize(value)) ?? 'null';
}

function canonicalize(value: unknown): unknown {
  if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ) {
    return canonicalize((value as { toJSON: () => unknown }).toJSON());
  }
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : canonicalize(item)));
  if (value !== null && typeof value === 'object') {
    // A null prototype: a stored "__proto__" key must stay a plain key here too.
    const sorted = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined) sorted[key] = canonicalize(item);
    }
    return sorted;
  }
  return value;
}
