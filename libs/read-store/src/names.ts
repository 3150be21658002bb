import { InvalidQueryError } from './read-store.errors';

/**
 * Names end up inside SQL text (table names, JSON paths, index names) and MongoDB collection
 * names, so each is checked against a strict pattern before use; values are never interpolated.
 */

const NAMESPACE = /^[a-z0-9][a-z0-9-]{0,62}$/;
const COLLECTION = /^[a-z][a-z0-9_]{0,62}$/;
const INDEX_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const KEY_SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const INDEX_SEGMENT = /^(0|[1-9][0-9]{0,8})$/;

/** `registry` would collide with the SQLite registry file, `checkpoints` with the checkpoint table. */
const RESERVED_NAMESPACES = new Set(['registry']);
const RESERVED_COLLECTIONS = new Set(['checkpoints']);
/** Assigning `__proto__` would replace an object's prototype when a path is applied in JavaScript. */
const RESERVED_SEGMENTS = new Set(['__proto__']);

export function assertNamespaceName(name: string): string {
  if (typeof name !== 'string' || !NAMESPACE.test(name) || RESERVED_NAMESPACES.has(name)) {
    throw new InvalidQueryError(`Invalid namespace name ${JSON.stringify(name)}: expected ${NAMESPACE}`);
  }
  return name;
}

export function assertCollectionName(name: string): string {
  if (typeof name !== 'string' || !COLLECTION.test(name) || name.startsWith('sqlite_')) {
    throw new InvalidQueryError(`Invalid collection name ${JSON.stringify(name)}: expected ${COLLECTION}`);
  }
  if (RESERVED_COLLECTIONS.has(name)) {
    throw new InvalidQueryError(`Collection name ${JSON.stringify(name)} is reserved`);
  }
  return name;
}

export function assertIndexName(name: string): string {
  if (typeof name !== 'string' || !INDEX_NAME.test(name)) {
    throw new InvalidQueryError(`Invalid index name ${JSON.stringify(name)}: expected ${INDEX_NAME}`);
  }
  return name;
}

/** A validated field path. `jsonPath` is safe to embed in SQL as a string literal. */
export interface FieldPath {
  readonly path: string;
  readonly segments: readonly string[];
  readonly isId: boolean;
  /** SQLite JSON path: `a.b.0` becomes `$.a.b[0]`. */
  readonly jsonPath: string;
}

// Paths repeat constantly (every query of a projection uses the same few), so parse each once.
const pathCache = new Map<string, FieldPath>();
const PATH_CACHE_LIMIT = 10_000;

export function parseFieldPath(path: string): FieldPath {
  const cached = pathCache.get(path);
  if (cached) return cached;
  if (typeof path !== 'string' || path.length === 0 || path.length > 512) {
    throw new InvalidQueryError(`Invalid field path ${JSON.stringify(path)}`);
  }
  const segments = path.split('.');
  let jsonPath = '$';
  segments.forEach((segment, i) => {
    if (i > 0 && INDEX_SEGMENT.test(segment)) {
      jsonPath += `[${segment}]`;
    } else if (KEY_SEGMENT.test(segment) && !RESERVED_SEGMENTS.has(segment)) {
      jsonPath += `.${segment}`;
    } else {
      throw new InvalidQueryError(
        `Invalid field path ${JSON.stringify(path)}: segment ${JSON.stringify(segment)} is not an identifier or array index`,
      );
    }
  });
  const parsed: FieldPath = { path, segments, isId: path === '_id', jsonPath };
  if (pathCache.size >= PATH_CACHE_LIMIT) pathCache.clear();
  pathCache.set(path, parsed);
  return parsed;
}

export function assertCheckpoint(name: string, position: number): void {
  if (typeof name !== 'string' || name.length === 0 || name.length > 200) {
    throw new InvalidQueryError('A checkpoint name must be a non-empty string of at most 200 characters');
  }
  if (typeof position !== 'number' || !Number.isFinite(position)) {
    throw new InvalidQueryError(`Checkpoint ${name}: position must be a finite number`);
  }
}
