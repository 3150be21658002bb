import { type ClientSession, type Db } from 'mongodb';
import { assertCheckpoint, assertCollectionName } from '../names';
import { ReadStoreUsageError } from '../read-store.errors';
import { type Doc, type ReadStoreTransaction, type WriteCollection } from '../read-store.port';
import { MongoCollection, type MongoDoc, translateMongoError } from './mongo-collection';

export interface CheckpointDoc extends MongoDoc {
  position: number;
}

/**
 * The `tx` of one attempt of `session.withTransaction` (the driver may retry the body on a
 * transient error, each time with a fresh instance). Every operation carries the session.
 */
export class MongoTransaction implements ReadStoreTransaction {
  done = false;

  constructor(
    readonly db: Db,
    private readonly namespace: string,
    private readonly session: ClientSession,
  ) {}

  collection<T extends Doc = Doc>(name: string): WriteCollection<T> {
    const collection = this.db.collection<MongoDoc>(`${this.namespace}.${assertCollectionName(name)}`);
    return new MongoCollection<T>(collection, name, this.session, () => this.assertOpen());
  }

  async setCheckpoint(name: string, position: number): Promise<void> {
    this.assertOpen();
    assertCheckpoint(name, position);
    const checkpoints = this.db.collection<CheckpointDoc>(`${this.namespace}.checkpoints`);
    try {
      await checkpoints.updateOne(
        { _id: name },
        { $set: { position } },
        { upsert: true, session: this.session },
      );
    } catch (error) {
      throw translateMongoError('checkpoints', error);
    }
  }

  private assertOpen(): void {
    if (this.done) throw new ReadStoreUsageError('This transaction has already finished');
  }
}
