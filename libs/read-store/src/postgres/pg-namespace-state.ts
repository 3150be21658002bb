import { DDL_LOCK_CLASS, ddlLockKey, literal, qualified, quote, schemaOf } from './pg-names';

/** What the adapter must know about a collection's table before it may buffer writes to it. */
export interface TableInfo {
  /** A unique index besides the primary key: writes to it are never deferred (see PgTxState). */
  unique: boolean;
  /** The generated `_search` tsvector column of createTextIndex exists. */
  text: boolean;
}

export const CHECKPOINTS = 'checkpoints';
export const DOCUMENT_COLUMNS = '_id text COLLATE "C" PRIMARY KEY, doc jsonb NOT NULL';
export const CHECKPOINT_COLUMNS = 'name text COLLATE "C" PRIMARY KEY, position double precision NOT NULL';
export const SEARCH_COLUMN = '_search';

/**
 * One namespace as the provider sees it, shared by every handle it opened on that namespace: the
 * schema, and the tables known to exist (so a write does not re-run CREATE TABLE each time, and
 * a transaction can tell a missing table from an empty one without a failing statement, which
 * would abort it). A drop through any handle clears it.
 */
export class PgNamespaceState {
  readonly schema: string;
  private readonly tables = new Map<string, TableInfo>();

  constructor(readonly namespace: string) {
    this.schema = schemaOf(namespace);
  }

  table(name: string): string {
    return qualified(this.schema, name);
  }

  info(table: string): TableInfo | undefined {
    return this.tables.get(table);
  }

  remember(table: string, info: TableInfo): void {
    this.tables.set(table, info);
  }

  forget(table?: string): void {
    if (table === undefined) this.tables.clear();
    else this.tables.delete(table);
  }

  /**
   * Statements run as one implicit transaction (a multi-statement simple query) under the
   * namespace's DDL lock, so two processes creating the same schema, table or index queue behind
   * each other instead of failing on the catalog's unique indexes. Inside a transaction the lock
   * is held until it ends.
   */
  ddlScript(...statements: string[]): string {
    return [
      `SELECT pg_advisory_xact_lock(${DDL_LOCK_CLASS}, ${ddlLockKey(this.schema)})`,
      ...statements,
    ].join(';\n');
  }

  /**
   * Creates the schema (again, after a drop) and the table if needed, then runs `then`; the
   * script's last statement reports the table's TableInfo.
   */
  ensureTableScript(table: string, ...then: string[]): string {
    const columns = table === CHECKPOINTS ? CHECKPOINT_COLUMNS : DOCUMENT_COLUMNS;
    return this.ddlScript(
      `CREATE SCHEMA IF NOT EXISTS ${quote(this.schema)}`,
      `CREATE TABLE IF NOT EXISTS ${this.table(table)} (${columns})`,
      ...then,
      this.infoQuery(table),
    );
  }

  /** One row: `exists`, `unique`, `text` of a table, from the catalog. */
  infoQuery(table: string): string {
    const oid = `to_regclass(${literal(this.table(table))})`;
    return `SELECT t.oid IS NOT NULL AS "exists",
      EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = t.oid AND i.indisunique AND NOT i.indisprimary) AS "unique",
      EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = t.oid AND a.attname = '${SEARCH_COLUMN}' AND NOT a.attisdropped) AS "text"
      FROM (SELECT ${oid} AS oid) t`;
  }
}

export interface InfoRow {
  exists: boolean;
  unique: boolean;
  text: boolean;
}
