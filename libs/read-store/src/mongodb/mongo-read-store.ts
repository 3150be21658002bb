import { type Db, type MongoClient } from 'mongodb';
import { assertCollectionName, assertIndexName, parseFieldPath } from '../names';
import { InvalidQueryError, ReadStoreUsageError } from '../read-store.errors';
import { type Doc, type IndexSpec, type ReadStore, type ReadStoreTransaction } from '../read-store.port';
import { type WriteCollection } from '../read-store.port';
import { currentTransaction, runInTransaction } from '../transaction-context';
import { MongoCollection, type MongoDoc, translateMongoError } from './mongo-collection';
import { type CheckpointDoc, MongoTransaction } from './mongo-transaction';

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

  async createTextIndex(collection: string, fields: readonly string[]): Promise<void> {
    this.assertOpen();
    const name = this.qualified(assertCollectionName(collection));
    for (const field of fields) parseFieldPath(field);
    try {
      await this.db.collection(name).createIndex(Object.fromEntries(fields.map((field) => [field, 'text'])), {
        name: `${collection}_text`,
      });
    } catch (error) {
      throw translateMongoError(collection, error);
    }
  }

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
    try {
      await this.db.collection(name).createIndex(index.keys, {
        unique: index.unique === true,
        ...(index.name === undefined ? {} : { name: assertIndexName(index.name) }),
      });
    } catch (error) {
      throw translateMongoError(collection, error);
    }
  }

  async transaction<R>(body: (tx: ReadStoreTransaction) => Promise<R>): Promise<R> {
    this.assertOpen();
    if (this.activeTransaction()) {
      throw new ReadStoreUsageError('Nested transaction() calls are not supported');
    }
    const session = this.client.startSession();
    try {
      // withTransaction commits, retries the body on transient errors, and aborts when it throws.
      return await session.withTransaction(async (activeSession) => {
        const tx = new MongoTransaction(this.db, this.namespace, activeSession);
        try {
          return await runInTransaction(tx, () => body(tx));
        } finally {
          tx.done = true;
        }
      });
    } finally {
      await session.endSession();
    }
  }

  async getCheckpoint(name: string): Promise<number | null> {
    this.assertOpen();
    const checkpoint = await this.db
      .collection<CheckpointDoc>(this.qualified('checkpoints'))
      .findOne({ _id: name });
    return typeof checkpoint?.position === 'number' ? checkpoint.position : null;
  }

  async listCollections(): Promise<string[]> {
    this.assertOpen();
    return (await this.collectionNames()).filter((name) => name !== 'checkpoints');
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
    for (const name of await this.collectionNames()) await this.db.collection(this.qualified(name)).drop();
    await this.hooks.dropped();
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
