import { assertCollectionName, assertIndexName, parseFieldPath } from '../names';
import { InvalidQueryError, ReadStoreUsageError } from '../read-store.errors';
import { type Doc, type Filter, type FindOptions, type IndexSpec, type ReadStore } from '../read-store.port';
import { type ReadStoreTransaction, type WriteCollection } from '../read-store.port';
import { valueSql } from './sql-filter.builder';
import { SqliteCollection } from './sqlite-collection';
import { type ExecutionScope, isMissingTable, type SqliteConnection } from './sqlite-connection';
import { createTextIndex } from './sqlite-text-index';
import { translateWriteError } from './sqlite-document-codec';
import { CHECKPOINTS_TABLE, SqliteTransaction } from './sqlite-transaction';

const COLLECTION_TABLE = /^[a-z][a-z0-9_]{0,62}$/;

export interface SqliteStoreHooks {
  /** Called once when this handle closes; the provider closes the connection with its last handle. */
  release(): Promise<void>;
  /** Called after drop(), so the provider can forget the namespace. */
  dropped(): void;
}

/** A handle on one namespace file. Several handles of one provider share one connection. */
export class SqliteReadStore implements ReadStore, ExecutionScope {
  private readonly collections = new Map<string, SqliteCollection>();
  private closed = false;

  constructor(
    readonly namespace: string,
    private readonly conn: SqliteConnection,
    private readonly hooks: SqliteStoreHooks,
  ) {}

  run<T>(kind: 'read' | 'write', fn: () => T): Promise<T> {
    if (this.closed) return Promise.reject(new ReadStoreUsageError(`Read store ${this.namespace} is closed`));
    return this.conn.run(kind, fn);
  }

  collection<T extends Doc = Doc>(name: string): WriteCollection<T> {
    return this.sqliteCollection(name) as unknown as WriteCollection<T>;
  }

  private sqliteCollection(name: string): SqliteCollection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new SqliteCollection(this.conn, assertCollectionName(name), this);
      this.collections.set(name, collection);
    }
    return collection;
  }

  /**
   * An expression index over exactly the json_extract() text the filter builder emits, so the
   * planner recognises it. Index names are per database in SQLite (per collection in MongoDB), so
   * the collection name prefixes them.
   */
  async createTextIndex(collection: string, fields: readonly string[]): Promise<void> {
    const table = assertCollectionName(collection);
    await this.run('write', () => createTextIndex(this.conn, table, fields));
  }

  async createIndex(collection: string, index: IndexSpec): Promise<void> {
    const table = assertCollectionName(collection);
    const entries = Object.entries(index.keys);
    if (entries.length === 0) throw new InvalidQueryError('An index needs at least one key');
    const terms = entries.map(([path, direction]) => {
      if (direction !== 1 && direction !== -1)
        throw new InvalidQueryError(`Index direction for ${path} must be 1 or -1`);
      return `${valueSql(parseFieldPath(path))} ${direction === 1 ? 'ASC' : 'DESC'}`;
    });
    const suffix =
      index.name ??
      entries
        .map(([path, direction]) => `${path.replace(/\./g, '_')}_${direction === 1 ? 'asc' : 'desc'}`)
        .join('_');
    const name = `"${table}__${assertIndexName(suffix)}"`;
    const unique = index.unique ? 'UNIQUE ' : '';
    await this.run('write', () => {
      this.conn.ensureTable(`"${table}"`);
      try {
        this.conn.db.exec(`CREATE ${unique}INDEX IF NOT EXISTS ${name} ON "${table}" (${terms.join(', ')})`);
      } catch (error) {
        throw translateWriteError(table, error);
      }
    });
  }

  transaction<R>(body: (tx: ReadStoreTransaction) => Promise<R>): Promise<R> {
    if (this.closed) return Promise.reject(new ReadStoreUsageError(`Read store ${this.namespace} is closed`));
    return this.conn.transaction((token) => body(new SqliteTransaction(this.conn, token)));
  }

  /**
   * synchronous=OFF: commits hand their pages to the OS without waiting for the disk (the WAL's
   * checkpoints no longer fsync), which is what a crash of the machine could lose. Afterwards
   * NORMAL again, and a TRUNCATE checkpoint copies the WAL into the file and syncs both.
   */
  async bulkLoad<R>(body: () => Promise<R>): Promise<R> {
    await this.run('write', () => this.conn.db.pragma('synchronous = OFF'));
    let result: R;
    try {
      result = await body();
    } finally {
      await this.run('write', () => this.conn.db.pragma('synchronous = NORMAL'));
    }
    await this.run('write', () => {
      // Waits (busy_timeout) for readers of older snapshots; one that outlasts it leaves pages
      // unsynced, and the caller must not take the namespace for durable.
      const [outcome] = this.conn.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (outcome?.busy)
        throw new ReadStoreUsageError(
          `Read store ${this.namespace}: a reader kept the bulk load from being synced`,
        );
    });
    return result;
  }

  async getCheckpoint(name: string): Promise<number | null> {
    return this.run('read', () => {
      try {
        const position = this.conn
          .statement(`SELECT position FROM ${CHECKPOINTS_TABLE} WHERE name = ?`)
          .pluck()
          .get(name);
        return typeof position === 'number' ? position : null;
      } catch (error) {
        if (isMissingTable(error)) return null;
        throw error;
      }
    });
  }

  async listCollections(): Promise<string[]> {
    return this.run('read', () => this.tableNames().filter((name) => name !== 'checkpoints'));
  }

  private tableNames(): string[] {
    const names = this.conn
      .statement(`SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name`)
      .pluck()
      .all() as string[];
    // FTS5 keeps its index in `<collection>__fts*` tables: they are not collections.
    return names.filter(
      (name) => COLLECTION_TABLE.test(name) && !name.startsWith('sqlite_') && !name.includes('__fts'),
    );
  }

  /** Drops every table (collections and checkpoints) in one transaction, then reclaims the space. */
  async drop(): Promise<void> {
    await this.run('write', () => {
      this.conn.atomic(() => {
        const fts = this.conn
          .statement(
            `SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE '%\\_\\_fts' ESCAPE '\\'`,
          )
          .pluck()
          .all() as string[];
        for (const name of fts) this.conn.db.exec(`DROP TABLE "${name}"`);
        for (const name of this.tableNames()) this.conn.db.exec(`DROP TABLE "${name}"`);
      });
      this.conn.forgetTables();
      try {
        this.conn.db.exec('VACUUM');
      } catch {
        // Best effort: another process holding the file only delays reclaiming the free pages.
      }
    });
    this.hooks.dropped();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.hooks.release();
  }

  /** SQLite-only diagnostic: the query plan of a find, to check that indexes are used. */
  async explain(collection: string, filter: Filter, options: FindOptions = {}): Promise<string[]> {
    const query = this.sqliteCollection(collection).selectSql('doc', filter, options);
    return this.run('read', () => {
      const rows = this.conn.db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.params) as {
        detail: string;
      }[];
      return rows.map((row) => row.detail);
    });
  }
}
