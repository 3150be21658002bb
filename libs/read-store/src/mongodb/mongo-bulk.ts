import { type AnyBulkWriteOperation, type Document } from 'mongodb';

/** Documents as the driver sees them: `_id` is always a string (never an ObjectId). */
export interface MongoDoc extends Document {
  _id: string;
}

export interface CheckpointDoc extends MongoDoc {
  position: number;
}

/**
 * What a transaction buffered for one collection: by `_id`, the document it ends with, or null
 * when it ends deleted. Map order is the order of each id's last write.
 */
export type BufferedWrites = ReadonlyMap<string, MongoDoc | null>;

/**
 * One bulkWrite's operations for a collection's buffered writes. Each `_id` appears once (only
 * its final state is sent), so the operations are independent of each other except through a
 * unique index on another field; for that case deletes go first (they only free values), then
 * the replacements in the order they were last written, sent `ordered: true`.
 */
export function bulkOperations(writes: BufferedWrites): AnyBulkWriteOperation<MongoDoc>[] {
  const deletes: AnyBulkWriteOperation<MongoDoc>[] = [];
  const replacements: AnyBulkWriteOperation<MongoDoc>[] = [];
  for (const [id, doc] of writes) {
    if (doc === null) deletes.push({ deleteOne: { filter: { _id: id } } });
    else replacements.push({ replaceOne: { filter: { _id: id }, replacement: doc, upsert: true } });
  }
  return [...deletes, ...replacements];
}

/** The checkpoints a transaction set, as one bulkWrite on `<ns>.checkpoints`. */
export function checkpointOperations(
  checkpoints: ReadonlyMap<string, number>,
): AnyBulkWriteOperation<CheckpointDoc>[] {
  return [...checkpoints].map(([name, position]) => ({
    updateOne: { filter: { _id: name }, update: { $set: { position } }, upsert: true },
  }));
}

/**
 * A copy of a document as MongoDB stores it with `ignoreUndefined`: undefined fields are left out
 * (undefined array items become null, as in JSON). A transaction keeps such copies of what it read
 * and wrote, so the caller can change its own objects afterwards without changing what is stored.
 */
export function storedCopy<T>(value: T): T {
  if (Array.isArray(value))
    return value.map((item: unknown) => (item === undefined ? null : storedCopy(item))) as T;
  if (value === null || typeof value !== 'object') return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  // Values the driver serialises itself (Date, Binary, ...) are kept as they are.
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) copy[key] = storedCopy(item);
  return copy as T;
}
