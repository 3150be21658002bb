import { type Db, type MongoClient } from 'mongodb';
import { assertCollectionName, assertIndexName, parseFieldPath } from '../names';
import { InvalidQueryError, ReadStoreUsageError } from '../read-store.errors';
import { type Doc, type IndexSpec, type ReadStore, type ReadStoreTransaction } from '../read-store.port';
import { type WriteCollection } from '../read-store.port';
import { currentTransaction, runInTransaction } from '../transaction-context';
import { type CheckpointDoc, type MongoDoc } from './mongo-bulk';
import { MongoCollection } from './mongo-collection';
import { portErrors, toPortError } from './mongo-errors';
import { defaultIndexName, reconcileIndex, type WantedIndex } from './mongo-indexes';
import { MongoTransaction } from './mongo-transaction';

export interface MongoStoreHooks {
  /** Called after drop(), so the provider can forget the namespace. */
  dropped(): Promise<void>;
}

/**
 * One namespace of the production read store: collection `c` is the MongoDB collection `<ns>.c`,
 * checkpoints live in `<ns>.checkpoints`. The client belongs to the provider.
 */
export class MongoReadStore implements ReadStore {
  private closed = false;

  constructor(
    readonly namespace: string,
    private readonly db: Db,
    private readonly client: MongoClient,
    private readonly hooks: MongoStoreHooks,
  ) {}

  collection<T extends Doc = Doc>(name: string): WriteCollection<T> {
    const collection = this.db.collection<MongoDoc>(this.qualified(assertCollectionName(name)));
    return new MongoCollection<T>(collection, name, undefined, (kind) => {
      this.assertOpen();
      // As in SQLite: inside a transaction body, a write through the store would escape the
      // transaction (and could conflict with it); it must go through `tx`.
      if (kind === 'write' && this.activeTransaction()) {
        throw new ReadStoreUsageError(
          'Inside a transaction body, write through tx.collection(), not the store',
        );
      }
    });
  }

  /**
   * A MongoDB text index named `<collection>_text`. A collection has at most one: when the fields
   * changed, the old one is dropped and the new one built (see reconcileIndex).
   */
  async createTextIndex(collection: string, fields: readonly string[]): Promise<void> {
    this.assertOpen();
    const name = this.qualified(assertCollectionName(collection));
    if (fields.length === 0) throw new InvalidQueryError('A text index needs at least one field');
    for (const field of fields) parseFieldPath(field);
    await this.reconcile(collection, name, { kind: 'text', name: `${collection}_text`, fields });
  }

  /**
   * Creates the index, or makes an existing one with this name or these keys equal to it (an
   * older definition is dropped, then the new one built); nothing when it exists already.
   */
  async createIndex(collection: string, index: IndexSpec): Promise<void> {
    this.assertOpen();
    const name = this.qualified(assertCollectionName(collection));
    const entries = Object.entries(index.keys);
    if (entries.length === 0) throw new InvalidQueryError('An index needs at least one key');
    for (const [path, direction] of entries) {
      parseFieldPath(path);
      if (direction !== 1 && direction !== -1)
        throw new InvalidQueryError(`Index direction for ${path} must be 1 or -1`);
    }
    await this.reconcile(collection, name, {
      kind: 'keys',
      // Without a name, the one MongoDB would give it, so an index created before keeps matching.
      name: index.name === undefined ? defaultIndexName(entries) : assertIndexName(index.name),
      keys: entries,
      unique: index.unique === true,
    });
  }

  private async reconcile(collection: string, qualified: string, wanted: WantedIndex): Promise<void> {
    await portErrors(collection, () => reconcileIndex(this.db.collection<MongoDoc>(qualified), wanted));
  }

  /**
   * One `session.withTransaction`. The callback runs the body with a fresh `tx` per attempt (the
   * driver runs it again after a TransientTransactionError, and retries the commit after an
   * UnknownTransactionCommitResult): reads go to the transaction's snapshot, writes are buffered
   * and sent at the end of the callback, one bulkWrite per collection, with the checkpoints.
   *
   * Nothing inside the callback catches an error: whatever the body or the driver throws is the
   * callback's rejection, so the driver's retry logic sees the labels. Errors that reach the
   * caller are the port's: a DuplicateKeyError, MongoUnavailableError for an outage (which the
   * projector, like any store error, retries with backoff), or the body's own error unchanged.
   */
  async transaction<R>(body: (tx: ReadStoreTransaction) => Promise<R>): Promise<R> {
    this.assertOpen();
    if (this.activeTransaction()) {
      throw new ReadStoreUsageError('Nested transaction() calls are not supported');
    }
    const session = this.client.startSession();
    try {
      return await session.withTransaction(async (activeSession) => {
        const tx = new MongoTransaction(this.db, this.namespace, activeSession);
        try {
          const result = await runInTransaction(tx, () => body(tx));
          await tx.state.finish();
          return result;
        } finally {
          await tx.state.close();
        }
      });
    } catch (error) {
      throw toPortError('transaction', error);
    } finally {
      // Never hides the transaction's own outcome (ending a session only returns it to the pool).
      await session.endSession().catch(() => undefined);
    }
  }

  /** Commits as usual: the server's durability is its own (ReadStore.bulkLoad). */
  async bulkLoad<R>(body: () => Promise<R>): Promise<R> {
    this.assertOpen();
    return body();
  }

  async getCheckpoint(name: string): Promise<number | null> {
    this.assertOpen();
    const checkpoint = await portErrors('checkpoints', () =>
      this.db.collection<CheckpointDoc>(this.qualified('checkpoints')).findOne({ _id: name }),
    );
    return typeof checkpoint?.position === 'number' ? checkpoint.position : null;
  }

  async listCollections(): Promise<string[]> {
    this.assertOpen();
    const names = await portErrors('listCollections', () => this.collectionNames());
    return names.filter((name) => name !== 'checkpoints');
  }

  /** Short names (without the namespace prefix) of every collection of this namespace. */
  private async collectionNames(): Promise<string[]> {
    const prefix = `${this.namespace}.`;
    const infos = await this.db
      .listCollections({ name: { $regex: `^${prefix.replace(/[.-]/g, '\\$&')}` } }, { nameOnly: true })
      .toArray();
    return infos
      .map((info) => info.name.slice(prefix.length))
      .filter((name) => /^[a-z][a-z0-9_]{0,62}$/.test(name))
      .sort();
  }

  async drop(): Promise<void> {
    this.assertOpen();
    await portErrors('drop', async () => {
      for (const name of await this.collectionNames()) await this.db.collection(this.qualified(name)).drop();
      await this.hooks.dropped();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  /** Whether the caller runs inside a transaction body of this database. */
  private activeTransaction(): boolean {
    const active = currentTransaction();
    return active instanceof MongoTransaction && active.db === this.db;
  }

  private qualified(name: string): string {
    return `${this.namespace}.${name}`;
  }

  private assertOpen(): void {
    if (this.closed) throw new ReadStoreUsageError(`Read store ${this.namespace} is closed`);
  }
}
