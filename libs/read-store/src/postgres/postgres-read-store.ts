import type pg from 'pg';
import { assertCollectionName, assertIndexName, parseFieldPath } from '../names';
import { InvalidQueryError, ReadStoreUsageError } from '../read-store.errors';
import {
  type Doc,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadStore,
  type ReadStoreTransaction,
  type WriteCollection,
} from '../read-store.port';
import { runInTransaction } from '../transaction-context';
import { withClient } from './pg-client';
import { PgCollection } from './pg-collection';
import { translateWriteError } from './pg-document-codec';
import { indexTerms, textSql } from './pg-filter.builder';
import { indexName, qualified, quote } from './pg-names';
import { CHECKPOINTS, type InfoRow, type PgNamespaceState, SEARCH_COLUMN } from './pg-namespace-state';
import { activeTransaction, PgStoreScope } from './pg-scope';
import { PgSession } from './pg-session';
import { PgTransaction } from './pg-transaction';
import { PgTxState } from './pg-tx-state';

const COLLECTION_TABLE = /^[a-z][a-z0-9_]{0,62}$/;

export interface PostgresStoreHooks {
  /** Throws ReadStoreUsageError once the provider is closed. */
  assertProviderOpen(): void;
  /** Called after drop(), so the provider can forget the namespace. */
  dropped(): Promise<void>;
}

/**
 * A handle on one namespace: the PostgreSQL schema `rs_<namespace>`, one table per collection plus
 * `checkpoints`. Handles share the provider's pool and the namespace's state; closing one closes
 * nothing else.
 */
export class PostgresReadStore implements ReadStore {
  private readonly collections = new Map<string, PgCollection>();
  private readonly scope: PgStoreScope;
  private closed = false;

  constructor(
    readonly namespace: string,
    private readonly pool: pg.Pool,
    private readonly ns: PgNamespaceState,
    private readonly hooks: PostgresStoreHooks,
  ) {
    this.scope = new PgStoreScope({ pool, assertOpen: () => this.assertOpen() }, ns);
  }

  collection<T extends Doc = Doc>(name: string): WriteCollection<T> {
    return this.pgCollection(name) as unknown as WriteCollection<T>;
  }

  private pgCollection(name: string): PgCollection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new PgCollection(assertCollectionName(name), this.ns, this.scope);
      this.collections.set(name, collection);
    }
    return collection;
  }

  /**
   * A B-tree over exactly the expressions the filter builder emits (two per key: the type-tagged
   * key and the numeric value, see pg-filter.builder.ts), so the planner uses it for equality,
   * ranges and sorts. Skipped without taking any table lock when the index already exists.
   */
  async createIndex(collection: string, index: IndexSpec): Promise<void> {
    this.assertWritable();
    const table = assertCollectionName(collection);
    const entries = Object.entries(index.keys);
    if (entries.length === 0) throw new InvalidQueryError('An index needs at least one key');
    const terms = entries.flatMap(([path, direction]) => {
      if (direction !== 1 && direction !== -1)
        throw new InvalidQueryError(`Index direction for ${path} must be 1 or -1`);
      return indexTerms(parseFieldPath(path), direction);
    });
    const suffix =
      index.name ??
      entries
        .map(([path, direction]) => `${path.replace(/\./g, '_')}_${direction === 1 ? 'asc' : 'desc'}`)
        .join('_');
    const name = indexName(table, assertIndexName(suffix));
    if (await this.relationExists(name)) return;
    const unique = index.unique ? 'UNIQUE ' : '';
    await this.ddl(
      table,
      `CREATE ${unique}INDEX IF NOT EXISTS ${quote(name)} ON ${this.ns.table(table)} (${terms.join(', ')})`,
    );
  }

  /**
   * A generated tsvector column (english configuration) over the fields, with a GIN index.
   * Generated, so PostgreSQL itself keeps it equal to the document on every insert and update, in
   * the same transaction, and fills it for the documents already there.
   */
  async createTextIndex(collection: string, fields: readonly string[]): Promise<void> {
    this.assertWritable();
    const table = assertCollectionName(collection);
    if (fields.length === 0) throw new InvalidQueryError('A text index needs at least one field');
    const body = fields.map((field) => `coalesce(${textSql(parseFieldPath(field))}, '')`).join(` || ' ' || `);
    const info = this.ns.info(table) ?? (await new PgSession(this.pool, this.ns, null).lookupTable(table));
    // ALTER TABLE locks the table even when the column exists: look first.
    if (info?.text) return;
    const target = this.ns.table(table);
    await this.ddl(
      table,
      `ALTER TABLE ${target} ADD COLUMN IF NOT EXISTS ${SEARCH_COLUMN} tsvector ` +
        `GENERATED ALWAYS AS (to_tsvector('english'::regconfig, ${body})) STORED`,
      `CREATE INDEX IF NOT EXISTS ${quote(indexName(table, 'text'))} ON ${target} USING GIN (${SEARCH_COLUMN})`,
    );
  }

  /** Creates the table if needed and runs the statements, under the namespace's DDL lock. */
  private async ddl(table: string, ...statements: string[]): Promise<void> {
    try {
      const [row] = await new PgSession(this.pool, this.ns, null).script<InfoRow>(
        this.ns.ensureTableScript(table, ...statements),
      );
      this.ns.remember(table, { unique: row?.unique === true, text: row?.text === true });
    } catch (error) {
      throw translateWriteError(table, error);
    }
  }

  private async relationExists(name: string): Promise<boolean> {
    const result = await this.pool.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [
      qualified(this.ns.schema, name),
    ]);
    return result.rows[0]?.found === true;
  }

  /**
   * One transaction on one pooled client; the buffered writes and the checkpoint go out before
   * COMMIT. Whatever fails (the body, a statement, the connection) rolls everything back.
   */
  async transaction<R>(body: (tx: ReadStoreTransaction) => Promise<R>): Promise<R> {
    this.assertOpen();
    if (activeTransaction(this.pool)) {
      throw new ReadStoreUsageError('Nested transaction() calls are not supported');
    }
    return withClient(this.pool, async (client) => {
      const state = new PgTxState(client, this.ns, this.pool);
      try {
        await client.query('BEGIN');
        const result = await runInTransaction(state, () => body(new PgTransaction(state)));
        await state.finish();
        const commit = await client.query('COMMIT');
        // COMMIT of a transaction that failed earlier succeeds as a ROLLBACK: never report that as done.
        if (commit.command !== 'COMMIT') throw new Error('PostgreSQL rolled the transaction back');
        state.publish();
        return result;
      } catch (error) {
        // Wait for an operation still in flight, so nothing runs on the client after ROLLBACK.
        await state.abandon();
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  /** Commits as usual: the server's durability is its own (ReadStore.bulkLoad). */
  async bulkLoad<R>(body: () => Promise<R>): Promise<R> {
    this.assertOpen();
    return body();
  }

  async getCheckpoint(name: string): Promise<number | null> {
    return this.scope.run(CHECKPOINTS, {
      kind: 'read',
      missing: null,
      body: async (s) => {
        const [row] = await s.rows<{ position: number }>(
          `SELECT position FROM ${s.ns.table(CHECKPOINTS)} WHERE name = $1`,
          [name],
          true,
        );
        return row ? row.position : null;
      },
    });
  }

  async listCollections(): Promise<string[]> {
    this.assertOpen();
    const result = await this.pool.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 ORDER BY tablename COLLATE "C"`,
      [this.ns.schema],
    );
    return result.rows
      .map((row) => row.name)
      .filter((name) => COLLECTION_TABLE.test(name) && name !== CHECKPOINTS);
  }

  /** Drops the namespace's schema with every table in it; a later write creates it again. */
  async drop(): Promise<void> {
    this.assertWritable();
    await this.pool.query(this.ns.ddlScript(`DROP SCHEMA IF EXISTS ${quote(this.ns.schema)} CASCADE`));
    this.ns.forget();
    await this.hooks.dropped();
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  /** PostgreSQL-only diagnostic: the plan of a find, to check that indexes are used. */
  async explain(collection: string, filter: Filter, options: FindOptions = {}): Promise<string[]> {
    this.assertOpen();
    const query = this.pgCollection(collection).selectSql('doc', filter, options);
    const result = await this.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params);
    return result.rows.map((row) => row['QUERY PLAN']);
  }

  private assertOpen(): void {
    this.hooks.assertProviderOpen();
    if (this.closed) throw new ReadStoreUsageError(`Read store ${this.namespace} is closed`);
  }

  /** Schema changes and drops go through the pool: refused inside a transaction body. */
  private assertWritable(): void {
    this.assertOpen();
    if (activeTransaction(this.pool)) {
      throw new ReadStoreUsageError(
        'Inside a transaction body, write through tx.collection(), not the store',
      );
    }
  }
}
