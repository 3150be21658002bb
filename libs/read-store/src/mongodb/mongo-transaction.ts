import { type ClientSession, type Collection, type Db } from 'mongodb';
import { AsyncMutex } from '../async-mutex';
import { assertCheckpoint, assertCollectionName } from '../names';
import { ReadStoreUsageError } from '../read-store.errors';
import { assertKeyedDocument } from '../query/document-id';
import { type Doc, type ReadStoreTransaction, type WriteCollection } from '../read-store.port';
import {
  bulkOperations,
  type CheckpointDoc,
  checkpointOperations,
  type MongoDoc,
  storedCopy,
} from './mongo-bulk';
import { MongoCollection } from './mongo-collection';
import { toDuplicateKeyError } from './mongo-errors';

export type { CheckpointDoc } from './mongo-bulk';

interface PendingCollection {
  collection: Collection<MongoDoc>;
  writes: Map<string, MongoDoc | null>;
}

/**
 * The state of one attempt of a `withTransaction` callback (a retried callback gets a fresh one).
 * What makes a projector batch cheap, as in PostgreSQL (pg-tx-state.ts):
 *
 * - Every document read or written by `_id` is remembered (`known`), including "does not exist";
 *   MongoDB reads inside a transaction see one snapshot, so what was read stays true.
 * - A replace or delete by `_id` of a remembered document needs no round trip to compute its
 *   result, so it is buffered (`pending`), and a collection's buffered writes go out as ONE
 *   bulkWrite, before any other operation on that collection that could observe them and at the
 *   end of the callback (`finish`). Checkpoints are buffered too and written then.
 *
 * Errors: every driver error is remembered. The driver documents that a callback which catches an
 * error of a failed command and carries on makes it unable to tell whether the server aborted the
 * transaction, and that it then retries the callback until its time limit. So later operations
 * reject with that same error, and `finish` throws it even if the body returned normally: the
 * error, with its labels, always becomes the callback's rejection.
 *
 * Operations run one at a time (the mutex): a session must not run commands concurrently, and a
 * flush must not interleave with a write it has not buffered yet.
 */
export class MongoTxState {
  private done = false;
  private failure: { error: unknown } | null = null;
  private readonly mutex = new AsyncMutex();
  private readonly known = new Map<string, Map<string, MongoDoc | null>>();
  private readonly pending = new Map<string, PendingCollection>();
  private readonly checkpoints = new Map<string, number>();

  constructor(
    readonly session: ClientSession,
    private readonly checkpointCollection: () => Collection<CheckpointDoc>,
  ) {}

  assertOpen(): void {
    if (this.done) throw new ReadStoreUsageError('This transaction has already finished');
  }

  /** Runs one operation of the body, after the ones before it; a driver error is remembered. */
  async run<R>(collection: string, operation: () => Promise<R>): Promise<R> {
    await this.mutex.acquire();
    try {
      this.assertOpen();
      if (this.failure) throw this.failure.error;
      try {
        return await operation();
      } catch (error) {
        const translated = toDuplicateKeyError(collection, error);
        this.failure = { error: translated };
        throw translated;
      }
    } finally {
      this.mutex.release();
    }
  }

  setCheckpoint(name: string, position: number): Promise<void> {
    return this.run('checkpoints', async () => {
      this.checkpoints.set(name, position);
    });
  }

  /**
   * The end of a successful body, still inside the callback: the buffered writes (one bulkWrite
   * per collection) and the checkpoints. Throws the remembered failure instead, if there is one.
   */
  async finish(): Promise<void> {
    await this.mutex.acquire();
    try {
      this.assertOpen();
      if (this.failure) throw this.failure.error;
      for (const name of [...this.pending.keys()]) await this.flush(name);
      if (this.checkpoints.size > 0) {
        const operations = checkpointOperations(this.checkpoints);
        try {
          await this.checkpointCollection().bulkWrite(operations, { session: this.session, ordered: true });
        } catch (error) {
          throw toDuplicateKeyError('checkpoints', error);
        }
      }
    } finally {
      this.done = true;
      this.mutex.release();
    }
  }

  /** After the callback, whatever happened: waits for an operation in flight, then refuses more. */
  async close(): Promise<void> {
    await this.mutex.acquire();
    this.done = true;
    this.mutex.release();
  }

  // --- called by MongoCollection inside run() -------------------------------------------------

  /** A copy of the document as this transaction last saw it: null (absent) or undefined (unknown). */
  knownDoc(name: string, id: string): MongoDoc | null | undefined {
    const doc = this.known.get(name)?.get(id);
    return doc ? storedCopy(doc) : doc;
  }

  remember(name: string, id: string, doc: MongoDoc | null): void {
    let docs = this.known.get(name);
    if (!docs) this.known.set(name, (docs = new Map()));
    docs.set(id, doc === null ? null : storedCopy(doc));
  }

  /** After a write the result of which is not known here (by filter, or an update): forget. */
  forget(name: string, id?: string): void {
    if (id === undefined) this.known.delete(name);
    else this.known.get(name)?.delete(id);
  }

  /** Buffers the final state of a remembered document (null: deleted). */
  buffer(name: string, collection: Collection<MongoDoc>, id: string, doc: MongoDoc | null): void {
    let pending = this.pending.get(name);
    if (!pending) this.pending.set(name, (pending = { collection, writes: new Map() }));
    // Delete first, so the map's order is the order of each id's last write.
    pending.writes.delete(id);
    pending.writes.set(id, doc === null ? null : storedCopy(doc));
    this.remember(name, id, doc);
  }

  /** Before an operation on one document: its buffered write, if any, goes out first. */
  async settle(name: string, id: string): Promise<void> {
    if (this.pending.get(name)?.writes.has(id)) await this.flush(name);
  }

  /** Sends the collection's buffered writes as one bulkWrite. */
  async flush(name: string): Promise<void> {
    const pending = this.pending.get(name);
    if (!pending) return;
    this.pending.delete(name);
    const operations = bulkOperations(pending.writes);
    if (operations.length === 0) return;
    try {
      await pending.collection.bulkWrite(operations, { session: this.session, ordered: true });
    } catch (error) {
      throw toDuplicateKeyError(name, error);
    }
  }
}

/** The `tx` a transaction body receives: collections and the checkpoint on the callback's session. */
export class MongoTransaction implements ReadStoreTransaction {
  readonly state: MongoTxState;

  constructor(
    readonly db: Db,
    private readonly namespace: string,
    session: ClientSession,
  ) {
    this.state = new MongoTxState(session, () =>
      this.db.collection<CheckpointDoc>(`${this.namespace}.checkpoints`),
    );
  }

  collection<T extends Doc = Doc>(name: string): WriteCollection<T> {
    const collection = this.db.collection<MongoDoc>(`${this.namespace}.${assertCollectionName(name)}`);
    return new MongoCollection<T>(collection, name, this.state, () => this.state.assertOpen());
  }

  /**
   * One bulkWrite (deletes, then replacements with upsert, in order), after the collection's
   * buffered writes: sent at once, so a unique index it breaks fails this call.
   */
  async writeDocuments(name: string, writes: ReadonlyMap<string, Doc | null>): Promise<void> {
    const collection = this.db.collection<MongoDoc>(`${this.namespace}.${assertCollectionName(name)}`);
    for (const [id, doc] of writes) if (doc !== null) assertKeyedDocument(id, doc);
    const operations = bulkOperations(writes as ReadonlyMap<string, MongoDoc | null>);
    if (operations.length === 0) return;
    await this.state.run(name, async () => {
      await this.state.flush(name);
      await collection.bulkWrite(operations, { session: this.state.session, ordered: true });
      for (const [id, doc] of writes) this.state.remember(name, id, doc as MongoDoc | null);
    });
  }

  async setCheckpoint(name: string, position: number): Promise<void> {
    assertCheckpoint(name, position);
    await this.state.setCheckpoint(name, position);
  }
}
