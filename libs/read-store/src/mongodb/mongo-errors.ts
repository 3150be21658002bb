import { MongoNetworkError, MongoServerError, MongoServerSelectionError } from 'mongodb';
import { DuplicateKeyError } from '../read-store.errors';

const DUPLICATE_KEY = 11000;

/**
 * Server error codes that mean "no usable primary right now" rather than "this operation is
 * wrong": an election, a node stepping down or shutting down, a lost connection between nodes.
 */
const UNAVAILABLE_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/** By name too, for a driver error built by another copy of the `mongodb` package. */
const UNAVAILABLE_NAMES = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'PoolClearedError',
  'PoolClearedOnNetworkError',
]);

/**
 * Whether a driver error means the server is away (the network, server selection timing out, a
 * primary stepping down or shutting down), so the caller should try again shortly: the MongoDB
 * counterpart of `isConnectionError` in libs/postgres (both behind isReadStoreUnavailable).
 */
export function isMongoUnavailable(error: unknown): boolean {
  if (error instanceof MongoNetworkError || error instanceof MongoServerSelectionError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true;
  return error instanceof MongoServerError && typeof code === 'number' && UNAVAILABLE_CODES.has(code);
}

/**
 * MongoDB is away (see isMongoUnavailable); the driver's error is the `cause`. isReadStoreUnavailable
 * recognises it: that is how the API tells a store outage (503 STORE.UNAVAILABLE, Retry-After)
 * from a failure, whichever store runs.
 */
export class MongoUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`MongoDB is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MongoUnavailableError';
  }
}

function isDuplicateKey(error: unknown): boolean {
  if (!(error instanceof MongoServerError)) return false;
  if (error.code === DUPLICATE_KEY) return true;
  // A bulkWrite's error carries the failed writes; the ordered ones stop at the first.
  const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
  return (
    Array.isArray(writeErrors) &&
    writeErrors.some((item) => (item as { code?: unknown } | null)?.code === DUPLICATE_KEY)
  );
}

/**
 * Inside a `withTransaction` callback: only a duplicate key becomes the port's error (it carries no
 * transient label). Everything else stays the driver's own error, labels and all, because the
 * driver decides from them whether to run the callback again (TransientTransactionError) or to
 * retry the commit (UnknownTransactionCommitResult).
 */
export function toDuplicateKeyError(collection: string, error: unknown): unknown {
  return isDuplicateKey(error)
    ? new DuplicateKeyError(collection, (error as Error).message, { cause: error })
    : error;
}

/**
 * Outside a transaction callback (and for what a whole transaction finally rejects with): a
 * duplicate key becomes DuplicateKeyError, an outage MongoUnavailableError, anything else stays.
 */
export function toPortError(collection: string, error: unknown): unknown {
  if (isMongoUnavailable(error)) return new MongoUnavailableError(error);
  return toDuplicateKeyError(collection, error);
}

/** Runs a driver call outside any transaction, with its errors as the port's (see toPortError). */
export async function portErrors<R>(collection: string, operation: () => Promise<R>): Promise<R> {
  try {
    return await operation();
  } catch (error) {
    throw toPortError(collection, error);
  }
}
