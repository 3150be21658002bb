import { assertCheckpoint, assertCollectionName } from '../names';
import { ReadStoreUsageError } from '../read-store.errors';
import { type Doc, type ReadStoreTransaction, type WriteCollection } from '../read-store.port';
import { SqliteCollection } from './sqlite-collection';
import { type ExecutionScope, type SqliteConnection, type TransactionToken } from './sqlite-connection';

export const CHECKPOINTS_TABLE = '"checkpoints"';
export const CHECKPOINTS_COLUMNS = 'name TEXT PRIMARY KEY, position INTEGER NOT NULL';

/**
 * The `tx` a transaction body receives. The connection's mutex is already held for the whole body,
 * so its operations run directly; after the body ends they fail instead of writing outside it.
 */
export class SqliteTransaction implements ReadStoreTransaction, ExecutionScope {
  private readonly collections = new Map<string, SqliteCollection>();

  constructor(
    private readonly conn: SqliteConnection,
    private readonly token: TransactionToken,
  ) {}

  run<T>(_kind: 'read' | 'write', fn: () => T): Promise<T> {
    if (this.token.done) {
      return Promise.reject(new ReadStoreUsageError('This transaction has already finished'));
    }
    try {
      return Promise.resolve(fn());
    } catch (error) {
      return Promise.reject(error);
    }
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

  writeDocuments(collection: string, writes: ReadonlyMap<string, Doc | null>): Promise<void> {
    return this.sqliteCollection(collection).writeById(writes);
  }

  async setCheckpoint(name: string, position: number): Promise<void> {
    assertCheckpoint(name, position);
    await this.run('write', () => {
      this.conn.ensureTable(CHECKPOINTS_TABLE, CHECKPOINTS_COLUMNS);
      this.conn
        .statement(
          `INSERT INTO ${CHECKPOINTS_TABLE} (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position`,
        )
        .run(name, position);
    });
  }
}
