import { DuplicateKeyError } from '../read-store.errors';

export { assertKeyedDocument, documentId, immutableIdError } from '../query/document-id';

/**
 * How documents become rows: JSON text with `_id` as the first key. MongoDB also stores `_id`
 * first, and a stable key order is what lets `doc <> ?` detect an unchanged replacement (MongoDB
 * reports modifiedCount 0 for those, so we do too).
 */
export function serializeDocument(doc: Record<string, unknown>, id: string): string {
  let first: string | undefined;
  for (const key in doc) {
    first = key;
    break;
  }
  return JSON.stringify(first === '_id' && doc._id === id ? doc : { _id: id, ...doc });
}

/** Maps SQLite's unique-constraint failures (primary key or unique index) to the port's error. */
export function translateWriteError(collection: string, error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE') {
    return new DuplicateKeyError(collection, (error as Error).message, { cause: error });
  }
  return error;
}
