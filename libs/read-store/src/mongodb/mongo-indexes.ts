import {
  type Collection,
  type CreateIndexesOptions,
  type IndexSpecification,
  MongoServerError,
} from 'mongodb';
import { type MongoDoc } from './mongo-bulk';

/** The index a projection declares, as this adapter creates it. */
export type WantedIndex =
  | { kind: 'keys'; name: string; keys: readonly (readonly [string, 1 | -1])[]; unique: boolean }
  | { kind: 'text'; name: string; fields: readonly string[] };

/** One entry of `listIndexes`, reduced to what the decision reads. */
export interface ExistingIndex {
  name: string;
  key: Record<string, unknown>;
  unique?: unknown;
  weights?: Record<string, unknown>;
  [option: string]: unknown;
}

export interface IndexPlan {
  /** Indexes to drop first: an older definition under the wanted name or over the wanted keys. */
  drop: string[];
  /** False when an index equal to the wanted one exists (under any name). */
  create: boolean;
}

const ID_INDEX = '_id_';
const NAMESPACE_NOT_FOUND = 26;
const INDEX_NOT_FOUND = 27;
const INDEX_OPTIONS_CONFLICT = 85;
const INDEX_KEY_SPECS_CONFLICT = 86;
const RECONCILE_ATTEMPTS = 3;

/** The name MongoDB (the driver) gives an index created without one: `a_1_b.c_-1`. */
export function defaultIndexName(keys: readonly (readonly [string, 1 | -1])[]): string {
  return keys.map(([path, direction]) => `${path}_${direction}`).join('_');
}

function isText(index: ExistingIndex): boolean {
  return index.key._fts === 'text';
}

function sameKeys(key: Record<string, unknown>, wanted: readonly (readonly [string, 1 | -1])[]): boolean {
  const entries = Object.entries(key);
  return (
    entries.length === wanted.length &&
    entries.every(([path, direction], i) => path === wanted[i]![0] && Number(direction) === wanted[i]![1])
  );
}

/** A text index stores its fields as weights; ours are all 1 and their order does not matter. */
function sameFields(index: ExistingIndex, fields: readonly string[]): boolean {
  const weights = Object.entries(index.weights ?? {});
  const wanted = new Set(fields);
  return (
    weights.length === wanted.size &&
    weights.every(([field, weight]) => wanted.has(field) && Number(weight) === 1)
  );
}

/** Options this adapter never sets: an index that has one is not the index wanted. */
function hasOtherOptions(index: ExistingIndex): boolean {
  return (
    index.sparse === true ||
    index.hidden === true ||
    index.partialFilterExpression !== undefined ||
    index.collation !== undefined ||
    index.expireAfterSeconds !== undefined
  );
}

function isWanted(index: ExistingIndex, wanted: WantedIndex): boolean {
  if (wanted.kind === 'text') return isText(index) && sameFields(index, wanted.fields);
  return (
    !isText(index) &&
    sameKeys(index.key, wanted.keys) &&
    (index.unique === true) === wanted.unique &&
    !hasOtherOptions(index)
  );
}

/**
 * Would stand in the way of creating the wanted index: MongoDB refuses (IndexOptionsConflict 85,
 * IndexKeySpecsConflict 86) a second definition under one name or over one key pattern, and a
 * second text index on a collection whatever its name.
 */
function conflicts(index: ExistingIndex, wanted: WantedIndex): boolean {
  if (index.name === wanted.name) return true;
  if (wanted.kind === 'text') return isText(index);
  return !isText(index) && sameKeys(index.key, wanted.keys);
}

/**
 * What to do so the collection has the wanted index, given what `listIndexes` reports: nothing
 * when an equal index exists (under any name: renaming would rebuild it for nothing); otherwise
 * drop each older definition in the way, then create. The `_id_` index is never dropped.
 */
export function planIndex(existing: readonly ExistingIndex[], wanted: WantedIndex): IndexPlan {
  // `{ _id: 1 }` is the `_id_` index every collection has (unique already).
  if (wanted.kind === 'keys' && wanted.keys.length === 1 && sameKeys({ _id: 1 }, wanted.keys)) {
    return { drop: [], create: false };
  }
  const drop = existing
    .filter((index) => index.name !== ID_INDEX && !isWanted(index, wanted) && conflicts(index, wanted))
    .map((index) => index.name);
  return { drop, create: !existing.some((index) => isWanted(index, wanted)) };
}

export function isIndexConflict(error: unknown): boolean {
  return (
    error instanceof MongoServerError &&
    (error.code === INDEX_OPTIONS_CONFLICT || error.code === INDEX_KEY_SPECS_CONFLICT)
  );
}

function specification(wanted: WantedIndex): { keys: IndexSpecification; options: CreateIndexesOptions } {
  if (wanted.kind === 'text') {
    return {
      keys: Object.fromEntries(wanted.fields.map((field) => [field, 'text'])),
      options: { name: wanted.name },
    };
  }
  return {
    keys: Object.fromEntries(wanted.keys),
    options: { name: wanted.name, ...(wanted.unique ? { unique: true } : {}) },
  };
}

/**
 * Makes the collection's index equal to the wanted one (see planIndex). When another process
 * changes the indexes between the look and the create (the create then fails with 85 or 86), it
 * looks again, a few times.
 */
export async function reconcileIndex(collection: Collection<MongoDoc>, wanted: WantedIndex): Promise<void> {
  const { keys, options } = specification(wanted);
  for (let attempt = 1; ; attempt++) {
    const plan = planIndex(await existingIndexes(collection), wanted);
    for (const name of plan.drop) await dropIndex(collection, name);
    if (!plan.create) return;
    try {
      await collection.createIndex(keys, options);
      return;
    } catch (error) {
      if (attempt < RECONCILE_ATTEMPTS && isIndexConflict(error)) continue;
      throw error;
    }
  }
}

async function existingIndexes(collection: Collection<MongoDoc>): Promise<ExistingIndex[]> {
  try {
    return (await collection.listIndexes().toArray()) as ExistingIndex[];
  } catch (error) {
    // The collection does not exist yet: no indexes (createIndex will create it).
    if (error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND) return [];
    throw error;
  }
}

async function dropIndex(collection: Collection<MongoDoc>, name: string): Promise<void> {
  try {
    await collection.dropIndex(name);
  } catch (error) {
    // Already gone (another process reconciled it first).
    const gone =
      error instanceof MongoServerError &&
      (error.code === INDEX_NOT_FOUND || error.code === NAMESPACE_NOT_FOUND);
    if (!gone) throw error;
  }
}
