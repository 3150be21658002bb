import { randomUUID } from 'node:crypto';
import { InvalidQueryError } from '../read-store.errors';
import { isPlainObject } from './filter-parser';

/** Validates a document about to be written and returns its `_id`, generating one if asked to. */
export function documentId(doc: unknown, generate: boolean): string {
  if (!isPlainObject(doc)) throw new InvalidQueryError('A document must be a plain object');
  const id = doc._id;
  if (typeof id === 'string') return id;
  if (id === undefined && generate) return randomUUID();
  throw new InvalidQueryError('A document needs a string _id');
}

export function immutableIdError(): InvalidQueryError {
  return new InvalidQueryError(
    "Performing an update on the path '_id' would modify the immutable field '_id'",
  );
}

/** A writeDocuments entry: the document is valid and its `_id` is the key it is written under. */
export function assertKeyedDocument(key: string, doc: unknown): void {
  if (documentId(doc, false) !== key)
    throw new InvalidQueryError(
      `A document written under the key ${JSON.stringify(key)} must have it as _id`,
    );
}
