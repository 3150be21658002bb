/**
 * Errors both adapters raise in the same situations, so callers (and the contract suite) can
 * handle them without knowing which store runs.
 */

/** A write would break a unique index (the `_id` or one created with `unique: true`). */
export class DuplicateKeyError extends Error {
  readonly code = 'READ_STORE.DUPLICATE_KEY';
  constructor(
    readonly collection: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`Duplicate key in ${collection}: ${detail}`, options);
    this.name = 'DuplicateKeyError';
  }
}

/** A name, field path, filter or update outside the supported subset. A programming error. */
export class InvalidQueryError extends Error {
  readonly code = 'READ_STORE.INVALID_QUERY';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidQueryError';
  }
}

/** The store was used in a way that cannot work: after close, nested transactions, and so on. */
export class ReadStoreUsageError extends Error {
  readonly code = 'READ_STORE.USAGE';
  constructor(message: string) {
    super(message);
    this.name = 'ReadStoreUsageError';
  }
}
