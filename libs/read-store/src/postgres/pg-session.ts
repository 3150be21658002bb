import { createHash } from 'node:crypto';
import type pg from 'pg';
import { type InfoRow, type PgNamespaceState, type TableInfo } from './pg-namespace-state';
import { type PgTxState } from './pg-tx-state';

/** The pool (one statement, auto-commit) or one client (inside a transaction). */
export type Queryable = pg.Pool | pg.PoolClient;

// Prepared statements are per connection and named by their text: the hot statements (by _id,
// batched upserts, checkpoints) are parsed and planned once per connection instead of per call.
const statementNames = new Map<string, string>();
const STATEMENT_NAME_LIMIT = 1_000;

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `rs_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    if (statementNames.size >= STATEMENT_NAME_LIMIT) statementNames.clear();
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * What one collection operation runs its SQL through. `tx` is set inside a transaction: it holds
 * the transaction's document cache and buffered writes, and learns of every failed statement
 * (after which PostgreSQL ignores everything until ROLLBACK).
 */
export class PgSession {
  constructor(
    readonly db: Queryable,
    readonly ns: PgNamespaceState,
    readonly tx: PgTxState | null,
  ) {}

  /** Rows of one statement. `prepare` names it (only for fixed texts: names are kept per connection). */
  async rows<R>(sql: string, params: unknown[] = [], prepare = false): Promise<R[]> {
    return (await this.result<R>(sql, params, prepare)).rows;
  }

  /** Rows affected by one write statement. */
  async count(sql: string, params: unknown[] = [], prepare = false): Promise<number> {
    return (await this.result(sql, params, prepare)).rowCount ?? 0;
  }

  /**
   * Runs several statements separated by `;` in one round trip (the simple query protocol: no
   * parameters, one implicit transaction unless inside an explicit one). Returns the last result.
   */
  async script<R>(sql: string): Promise<R[]> {
    try {
      const results = (await this.db.query(sql)) as unknown as
        pg.QueryResult<R & pg.QueryResultRow> | pg.QueryResult<R & pg.QueryResultRow>[];
      const last = Array.isArray(results) ? results[results.length - 1] : results;
      return last?.rows ?? [];
    } catch (error) {
      this.tx?.fail(error);
      throw error;
    }
  }

  private async result<R>(
    sql: string,
    values: unknown[],
    prepare: boolean,
  ): Promise<pg.QueryResult<R & pg.QueryResultRow>> {
    try {
      const config = prepare ? { name: statementName(sql), text: sql, values } : { text: sql, values };
      return (await this.db.query(config)) as unknown as pg.QueryResult<R & pg.QueryResultRow>;
    } catch (error) {
      this.tx?.fail(error);
      throw error;
    }
  }

  /** Creates the collection's table if this process has not seen it yet, and returns its info. */
  async ensureTable(table: string): Promise<TableInfo> {
    const known = this.tx?.infoOf(table) ?? this.ns.info(table);
    if (known) return known;
    const [row] = await this.script<InfoRow>(this.ns.ensureTableScript(table));
    const info: TableInfo = { unique: row?.unique === true, text: row?.text === true };
    // A table created inside a transaction exists for others only once it commits.
    if (this.tx) this.tx.created(table, info);
    else this.ns.remember(table, info);
    return info;
  }

  /** The table's info from the catalog, or undefined when it does not exist. */
  async lookupTable(table: string): Promise<TableInfo | undefined> {
    const [row] = await this.rows<InfoRow>(this.ns.infoQuery(table), [], true);
    if (!row?.exists) return undefined;
    const info: TableInfo = { unique: row.unique, text: row.text };
    this.ns.remember(table, info);
    return info;
  }
}
