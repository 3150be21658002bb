import { isConnectionError } from '@buildmentor/postgres';
import type * as MongoErrors from './mongodb/mongo-errors';

/**
 * Whether an error from a read store (or a blob store beside it) means its server is away for
 * now, whichever adapter runs: PostgreSQL's connection errors, MongoDB's outages (raw from the
 * driver, as GridFS raises them, or as the adapter's MongoUnavailableError). The API answers these
 * with 503 and Retry-After instead of 500. SQLite, in the process, is never "away".
 */
export function isReadStoreUnavailable(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  if (!mayComeFromMongo(error)) return false;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see mayComeFromMongo
  const mongo = require('./mongodb/mongo-errors') as typeof MongoErrors;
  return error instanceof mongo.MongoUnavailableError || mongo.isMongoUnavailable(error);
}

/**
 * The MongoDB checks need the driver's error classes, and loading the driver costs a process
 * about 22 MB. Every error the driver raises extends its MongoError, which has hasErrorLabel();
 * the adapter's own is MongoUnavailableError. Anything else is answered without the driver, so a
 * process that never used MongoDB never loads it.
 */
function mayComeFromMongo(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { hasErrorLabel, name } = error as { hasErrorLabel?: unknown; name?: unknown };
  return typeof hasErrorLabel === 'function' || name === 'MongoUnavailableError';
}
