import { createHash } from 'node:crypto';

/**
 * How namespaces, collections and indexes become PostgreSQL identifiers. Every name reaching this
 * file has already passed the strict patterns of ../names.ts (lower-case letters, digits, `-` and
 * `_`), so double-quoting is enough to embed them in SQL text; values are always parameters.
 */

const MAX_IDENTIFIER = 63; // NAMEDATALEN - 1: PostgreSQL silently truncates anything longer

function shortHash(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

/**
 * Truncating a long identifier would make two different names collide (and `IF NOT EXISTS` would
 * then silently skip the second), so an over-long name keeps a prefix plus a hash of the whole.
 */
export function boundedIdentifier(name: string): string {
  if (name.length <= MAX_IDENTIFIER) return name;
  return `${name.slice(0, MAX_IDENTIFIER - 13)}_${shortHash(name, 12)}`;
}

/**
 * Namespace `green-2` lives in schema `rs_green_2`. Namespace names never contain `_`, so mapping
 * `-` to `_` cannot make two namespaces meet; the `rs_` prefix keeps them clear of `public` and
 * of the registry schema.
 */
export function schemaOf(namespace: string): string {
  return boundedIdentifier(`rs_${namespace.replace(/-/g, '_')}`);
}

export const quote = (identifier: string): string => `"${identifier}"`;

/** `"schema"."table"`. */
export const qualified = (schema: string, name: string): string => `${quote(schema)}.${quote(name)}`;

/**
 * Index names share the schema with tables. `$` cannot appear in a collection name, so an index
 * can never take the name a future collection needs.
 */
export const indexName = (collection: string, suffix: string): string =>
  boundedIdentifier(`${collection}$${suffix}`);

/** The registry: which namespaces exist and which one is live. */
export const REGISTRY_SCHEMA = 'read_store';

/**
 * Advisory locks taken by DDL on one namespace (schema, tables, indexes) so two processes creating
 * the same table at once queue instead of failing on the catalog's unique index. The two-key form
 * keeps them apart from @buildmentor/postgres's migration lock (a single bigint key).
 */
export const DDL_LOCK_CLASS = 0x5253; // 'RS'

export function ddlLockKey(schema: string): number {
  return createHash('sha256').update(schema).digest().readInt32BE(0);
}

/** A SQL string literal of a validated name (no quotes or backslashes can occur in one). */
export const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;
