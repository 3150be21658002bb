import { type ClientSession, type Collection, type Db, MongoError, type MongoClient } from 'mongodb';
import { type MongoDoc } from '../mongo-bulk';

/**
 * Just enough of the driver's surface to test what the adapter sends and how it reacts to what
 * comes back, without a server (none can run where these tests run). Documents live in memory;
 * only the operations and filter shapes the adapter uses are understood, anything else throws.
 * It checks the adapter, not MongoDB: the contract suite does that wherever MONGODB_URL is set.
 */
export interface Call {
  collection: string;
  method: string;
  args: unknown[];
}

type Operation = Record<string, Record<string, unknown>>;

export class FakeDb {
  readonly calls: Call[] = [];
  readonly data = new Map<string, Map<string, MongoDoc>>();
  readonly indexes = new Map<string, Record<string, unknown>[]>();
  /** Makes the next matching call reject with this error (once). */
  private readonly failures: { method: string; collection?: string; error: unknown }[] = [];

  failNext(method: string, error: unknown, collection?: string): void {
    this.failures.push({ method, error, collection });
  }

  docs(collection: string): Map<string, MongoDoc> {
    let docs = this.data.get(collection);
    if (!docs) this.data.set(collection, (docs = new Map()));
    return docs;
  }

  /** The calls made, as `collection.method`, in order. */
  methods(): string[] {
    return this.calls.map((call) => `${call.collection}.${call.method}`);
  }

  asDb(): Db {
    return { collection: (name: string) => this.collection(name) } as unknown as Db;
  }

  collection(name: string): Collection<MongoDoc> {
    const call = async <R>(method: string, args: unknown[], result: () => R): Promise<R> => {
      this.calls.push({ collection: name, method, args });
      const index = this.failures.findIndex(
        (failure) => failure.method === method && (failure.collection ?? name) === name,
      );
      if (index >= 0) throw this.failures.splice(index, 1)[0]!.error;
      return result();
    };
    const docs = () => this.docs(name);
    const collection = {
      findOne: (filter: Record<string, unknown>, ...rest: unknown[]) =>
        call('findOne', [filter, ...rest], () => docs().get(idOf(filter)) ?? null),
      find: (filter: Record<string, unknown>, ...rest: unknown[]) => ({
        toArray: () =>
          call('find', [filter, ...rest], () => [...docs().values()].filter((d) => matches(d, filter))),
      }),
      countDocuments: (filter: Record<string, unknown>, ...rest: unknown[]) =>
        call(
          'countDocuments',
          [filter, ...rest],
          () => [...docs().values()].filter((d) => matches(d, filter)).length,
        ),
      insertOne: (doc: MongoDoc, ...rest: unknown[]) =>
        call('insertOne', [doc, ...rest], () => {
          docs().set(doc._id, doc);
          return { insertedId: doc._id };
        }),
      replaceOne: (filter: Record<string, unknown>, doc: MongoDoc, options: { upsert?: boolean }) =>
        call('replaceOne', [filter, doc, options], () => {
          const exists = docs().has(idOf(filter));
          if (exists || options.upsert) docs().set(doc._id, doc);
          return {
            matchedCount: exists ? 1 : 0,
            modifiedCount: exists ? 1 : 0,
            upsertedCount: !exists && options.upsert ? 1 : 0,
            upsertedId: !exists && options.upsert ? doc._id : null,
          };
        }),
      updateOne: (
        filter: Record<string, unknown>,
        update: Record<string, Record<string, unknown>>,
        ...rest: unknown[]
      ) =>
        call('updateOne', [filter, update, ...rest], () => {
          const doc = docs().get(idOf(filter));
          if (doc) Object.assign(doc, update.$set);
          return {
            matchedCount: doc ? 1 : 0,
            modifiedCount: doc ? 1 : 0,
            upsertedCount: 0,
            upsertedId: null,
          };
        }),
      deleteOne: (filter: Record<string, unknown>, ...rest: unknown[]) =>
        call('deleteOne', [filter, ...rest], () => ({ deletedCount: docs().delete(idOf(filter)) ? 1 : 0 })),
      deleteMany: (filter: Record<string, unknown>, ...rest: unknown[]) =>
        call('deleteMany', [filter, ...rest], () => {
          let deletedCount = 0;
          for (const doc of [...docs().values()]) {
            if (matches(doc, filter) && docs().delete(doc._id)) deletedCount++;
          }
          return { deletedCount };
        }),
      bulkWrite: (operations: Operation[], ...rest: unknown[]) =>
        call('bulkWrite', [operations, ...rest], () => {
          for (const operation of operations) applyBulk(docs(), operation);
          return {};
        }),
      listIndexes: () => ({
        toArray: () => call('listIndexes', [], () => [...(this.indexes.get(name) ?? [])]),
      }),
      createIndex: (keys: Record<string, unknown>, options: { name: string; unique?: boolean }) =>
        call('createIndex', [keys, options], () => {
          const list = this.indexes.get(name) ?? [];
          const text = Object.keys(keys).filter((field) => keys[field] === 'text');
          // As listIndexes reports them: a text index's fields are its weights.
          if (text.length > 0)
            list.push({
              v: 2,
              key: { _fts: 'text', _ftsx: 1 },
              weights: Object.fromEntries(text.map((field) => [field, 1])),
              ...options,
            });
          else list.push({ v: 2, key: keys, ...options });
          this.indexes.set(name, list);
          return options.name;
        }),
      dropIndex: (indexName: string) =>
        call('dropIndex', [indexName], () => {
          this.indexes.set(
            name,
            (this.indexes.get(name) ?? []).filter((index) => index.name !== indexName),
          );
          return {};
        }),
    };
    return collection as unknown as Collection<MongoDoc>;
  }
}

function idOf(filter: Record<string, unknown>): string {
  if (typeof filter._id !== 'string' || Object.keys(filter).length !== 1) {
    throw new Error(`fake-mongo understands only { _id: <string> } here, not ${JSON.stringify(filter)}`);
  }
  return filter._id;
}

/** `{}`, `{ _id: { $in } }` and equality on top-level fields. */
function matches(doc: MongoDoc, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (key === '_id' && typeof value === 'object' && value !== null && '$in' in value)
      return (value.$in as unknown[]).includes(doc._id);
    if (typeof value === 'object' && value !== null)
      throw new Error(`fake-mongo does not understand ${JSON.stringify(filter)}`);
    return doc[key] === value;
  });
}

function applyBulk(docs: Map<string, MongoDoc>, operation: Operation): void {
  const [kind, model] = Object.entries(operation)[0]!;
  const id = idOf(model.filter as Record<string, unknown>);
  if (kind === 'deleteOne') docs.delete(id);
  else if (kind === 'replaceOne') docs.set(id, model.replacement as MongoDoc);
  else if (kind === 'updateOne') {
    const current = docs.get(id) ?? { _id: id };
    docs.set(id, { ...current, ...(model.update as { $set: Record<string, unknown> }).$set });
  } else throw new Error(`fake-mongo does not understand bulk ${kind}`);
}

/**
 * A client whose sessions follow the driver's documented withTransaction contract (sessions.js,
 * "Callback API"): the callback runs; a rejection with a MongoError labelled
 * TransientTransactionError runs it again (here at most `maxAttempts` times), any other rejection
 * is rethrown as is; a callback that resolves is committed.
 */
export class FakeClient {
  attempts = 0;
  commits = 0;
  endedSessions = 0;

  constructor(private readonly maxAttempts = 5) {}

  asClient(): MongoClient {
    return { startSession: () => this.session() } as unknown as MongoClient;
  }

  private session(): ClientSession {
    const session = {
      id: 'fake-session',
      withTransaction: async <T>(fn: (s: ClientSession) => Promise<T>): Promise<T> => {
        for (;;) {
          this.attempts++;
          try {
            const result = await fn(session as unknown as ClientSession);
            this.commits++;
            return result;
          } catch (error) {
            const transient = error instanceof MongoError && error.hasErrorLabel('TransientTransactionError');
            if (transient && this.attempts < this.maxAttempts) continue;
            throw error;
          }
        }
      },
      endSession: async () => {
        this.endedSessions++;
      },
    };
    return session as unknown as ClientSession;
  }
}
