import { DuplicateKeyError } from '../read-store.errors';

/**
 * How documents become JSONB parameters, and PostgreSQL errors become the port's errors.
 */

/**
 * JSON text of a document whose `_id` is `id`. JSONB stores keys in its own order, so unlike the
 * SQLite codec nothing here depends on key order.
 */
export function serializeDocument(doc: Record<string, unknown>, id: string): string {
  return storableJson(JSON.stringify(doc._id === id ? doc : { ...doc, _id: id }));
}

/**
 * JSONB refuses two things every other store accepts: the character U+0000 and unpaired UTF-16
 * surrogates (JSON.stringify writes both as `\u` escapes). A read model is derived data, and
 * refusing the write would stall the projector on that event forever, so both become U+FFFD,
 * the replacement character. The lookbehind skips an escaped backslash followed by "u0000".
 */
const UNSTORABLE = /(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/gi;

export function storableJson(json: string): string {
  return json.includes('\\u') ? json.replace(UNSTORABLE, '$1\\ufffd') : json;
}

/** SQLSTATE of an error from node-postgres, if it has one. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const UNDEFINED_TABLE = '42P01';
export const UNDEFINED_COLUMN = '42703';
const UNIQUE_VIOLATION = '23505';

/** Unique violations (the `_id` primary key or a unique index) become DuplicateKeyError. */
export function translateWriteError(collection: string, error: unknown): unknown {
  if (sqlState(error) === UNIQUE_VIOLATION) {
    const detail = (error as { detail?: unknown }).detail;
    return new DuplicateKeyError(collection, typeof detail === 'string' ? detail : (error as Error).message, {
      cause: error,
    });
  }
  return error;
}
