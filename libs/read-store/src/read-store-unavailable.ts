import { isConnectionError } from '@buildmentor/postgres';
import { isMongoUnavailable, MongoUnavailableError } from './mongodb/mongo-errors';

/**
 * Whether an error from a read store (or a blob store beside it) means its server is away for
 * now, whichever adapter runs: PostgreSQL's connection errors, MongoDB's outages (raw from the
 * driver, as GridFS raises them, or as the adapter's MongoUnavailableError). The API answers these
 * with 503 and Retry-After instead of 500. SQLite, in the process, is never "away".
 */
export function isReadStoreUnavailable(error: unknown): boolean {
  return error instanceof MongoUnavailableError || isMongoUnavailable(error) || isConnectionError(error);
}
