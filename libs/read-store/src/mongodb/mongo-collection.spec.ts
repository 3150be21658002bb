import {
  type ClientSession,
  type Collection,
  MongoNetworkError,
  MongoServerError,
  MongoServerSelectionError,
} from 'mongodb';
import { DuplicateKeyError, InvalidQueryError, ReadStoreUsageError } from '../read-store.errors';
import { MongoCollection, type MongoDoc, toMongoFilter } from './mongo-collection';
import { MongoUnavailableError } from './mongo-errors';
import { MongoTxState } from './mongo-transaction';

/**
 * No MongoDB server runs here, so these check what the adapter hands the driver (the contract
 * suite checks behaviour whenever MONGODB_URL is set).
 */
function stubCollection() {
  const calls: { method: string; args: unknown[] }[] = [];
  const record =
    (method: string, result: unknown) =>
    async (...args: unknown[]) => {
      calls.push({ method, args });
      if (result instanceof Error) throw result;
      return result;
    };
  const updateResult = { matchedCount: 0, modifiedCount: 0, upsertedId: 'generated', upsertedCount: 1 };
  const collection = {
    updateOne: record('updateOne', updateResult),
    insertOne: record('insertOne', { insertedId: 'x' }),
    findOne: record('findOne', null),
  };
  return { calls, collection: collection as unknown as Collection<MongoDoc> };
}

const session = { id: 'session' } as unknown as ClientSession;
const txState = () => new MongoTxState(session, () => undefined as never);

describe('MongoCollection', () => {
  it('passes filters through unchanged, with the session', async () => {
    const { calls, collection } = stubCollection();
    const filter = { 'a.b': { $gte: 1 }, flag: true, $or: [{ c: null }] };
    await new MongoCollection(collection, 'items', txState(), () => undefined).findOne(filter, {
      sort: { a: -1 },
    });
    expect(calls).toEqual([{ method: 'findOne', args: [filter, { sort: { a: -1 }, session }] }]);
  });

  it('rejects filters outside the subset before calling the driver', async () => {
    const { calls, collection } = stubCollection();
    const items = new MongoCollection(collection, 'items', undefined, () => undefined);
    await expect(items.findOne({ a: { $where: '1' } } as never)).rejects.toThrow(InvalidQueryError);
    expect(calls).toEqual([]);
  });

  it('generates a UUID _id on upsert when the filter has no _id equality', async () => {
    const { calls, collection } = stubCollection();
    const items = new MongoCollection(collection, 'items', undefined, () => undefined);
    await items.updateOne({ email: 'a@x' }, { $set: { n: 1 }, $setOnInsert: { at: 't' } }, { upsert: true });
    await items.updateOne({ _id: 'given' }, { $set: { n: 1 } }, { upsert: true });
    await items.updateOne({ email: 'a@x' }, { $set: { n: 1 } });
    const updates = calls.map((call) => call.args[1]);
    expect(updates[0]).toEqual({
      $set: { n: 1 },
      $setOnInsert: { at: 't', _id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(updates[1]).toEqual({ $set: { n: 1 } });
    expect(updates[2]).toEqual({ $set: { n: 1 } });
  });

  it('inserts a copy with a UUID _id, never letting the driver add an ObjectId', async () => {
    const { calls, collection } = stubCollection();
    const doc = { title: 'x' };
    const { insertedId } = await new MongoCollection(
      collection,
      'items',
      undefined,
      () => undefined,
    ).insertOne(doc);
    expect(calls[0]?.args[0]).toEqual({ _id: insertedId, title: 'x' });
    expect(doc).toEqual({ title: 'x' });
  });

  it('maps duplicate-key errors (code 11000) to DuplicateKeyError', async () => {
    const { collection } = stubCollection();
    const duplicate = new MongoServerError({ message: 'E11000 duplicate key error', code: 11000 });
    (collection as unknown as { insertOne: () => Promise<never> }).insertOne = () =>
      Promise.reject(duplicate);
    await expect(
      new MongoCollection(collection, 'items', undefined, () => undefined).insertOne({ _id: 'a' }),
    ).rejects.toThrow(DuplicateKeyError);
  });

  it('outside a transaction, reports an outage as MongoUnavailableError (cause: the driver error)', async () => {
    const { collection } = stubCollection();
    const outage = new MongoServerSelectionError('Server selection timed out after 5000 ms', {} as never);
    (collection as unknown as { findOne: () => Promise<never> }).findOne = () => Promise.reject(outage);
    const error = await new MongoCollection(collection, 'items', undefined, () => undefined)
      .findOne({ a: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoUnavailableError);
    expect((error as Error).cause).toBe(outage);
  });

  it('inside a transaction, leaves driver errors as they are, labels and all', async () => {
    const { collection } = stubCollection();
    const network = new MongoNetworkError('connection 3 to db:27017 closed');
    network.addErrorLabel('TransientTransactionError');
    (collection as unknown as { findOne: () => Promise<never> }).findOne = () => Promise.reject(network);
    await expect(
      new MongoCollection(collection, 'items', txState(), () => undefined).findOne({ a: 1 }),
    ).rejects.toBe(network);
  });

  it('asks its owner whether reads and writes are allowed', async () => {
    const { collection } = stubCollection();
    const items = new MongoCollection(collection, 'items', undefined, (kind) => {
      if (kind === 'write') throw new ReadStoreUsageError('no writes');
    });
    await expect(items.findOne({})).resolves.toBeNull();
    await expect(items.updateOne({}, { $set: { a: 1 } })).rejects.toThrow(ReadStoreUsageError);
  });
});

describe('toMongoFilter', () => {
  it('turns $contains into an escaped case-insensitive $regex, also inside $and/$or', () => {
    expect(toMongoFilter({ user_id: 'u1', title: { $contains: 'a.b*' } })).toEqual({
      user_id: 'u1',
      title: { $regex: 'a\\.b\\*', $options: 'i' },
    });
    expect(toMongoFilter({ $or: [{ title: { $contains: 'x' } }, { n: 1 }] })).toEqual({
      $or: [{ title: { $regex: 'x', $options: 'i' } }, { n: 1 }],
    });
  });
});
