import { randomUUID } from 'node:crypto';
import { type Collection, type Filter as MongoFilter, type UpdateFilter } from 'mongodb';
import { InvalidQueryError } from '../read-store.errors';
import {
  type Doc,
  type Filter,
  type FindOptions,
  type UpdateOperators,
  type UpdateOptions,
} from '../read-store.port';
import {
  type TextMatch,
  type TextSearchOptions,
  type UpdateResult,
  type WriteCollection,
} from '../read-store.port';
import { idListFilter, idOnlyFilter, isPlainObject, parseFilter } from '../query/filter-parser';
import { jsonEqual } from '../query/json-equal';
import { mongoTextSearch } from '../query/text-query';
import { checkFindOptions } from '../query/find-options';
import { parseUpdate } from '../query/update-applier';
import { upsertSeed } from '../query/upsert-seed';
import { type MongoDoc, storedCopy } from './mongo-bulk';
import { portErrors } from './mongo-errors';
import { type MongoTxState } from './mongo-transaction';

export type { MongoDoc } from './mongo-bulk';

const NO_MATCH: UpdateResult = { matchedCount: 0, modifiedCount: 0, upsertedId: null };
const UNCHANGED: UpdateResult = { matchedCount: 1, modifiedCount: 0, upsertedId: null };
const MODIFIED: UpdateResult = { matchedCount: 1, modifiedCount: 1, upsertedId: null };
const UPSERTED = (id: string): UpdateResult => ({ matchedCount: 0, modifiedCount: 0, upsertedId: id });

/**
 * A read-store collection over a MongoDB collection. Filters and updates are MongoDB's own syntax
 * and pass straight through, after the same parsing as in SQLite so that anything outside the
 * port's subset fails identically in both stores.
 *
 * `tx` is set inside a transaction: every operation then carries its session and runs through it
 * (one at a time, errors remembered, see MongoTxState), reads and writes by `_id` go through its
 * document cache and write buffer, and driver errors stay the driver's (the callback's rejection
 * must keep their labels). Outside a transaction, errors become the port's (see toPortError).
 */
export class MongoCollection<T extends Doc = Doc> implements WriteCollection<T> {
  constructor(
    private readonly collection: Collection<MongoDoc>,
    readonly name: string,
    private readonly tx: MongoTxState | undefined,
    /** Throws when the store is closed, the transaction has finished, or a write would bypass `tx`. */
    private readonly assertUsable: (kind: 'read' | 'write') => void,
  ) {}

  private get session() {
    return this.tx?.session;
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort'> = {}): Promise<T | null> {
    const query = this.filter(filter, 'read');
    checkFindOptions(options);
    const id = idOnlyFilter(filter);
    const tx = this.tx;
    return this.run(async () => {
      if (tx && id !== undefined) {
        const known = tx.knownDoc(this.name, id);
        if (known !== undefined) return known as T | null;
        const doc = await this.collection.findOne<T>({ _id: id }, { session: tx.session });
        tx.remember(this.name, id, doc);
        return doc;
      }
      if (tx) await tx.flush(this.name);
      return this.collection.findOne<T>(query, { sort: options.sort, session: this.session });
    });
  }

  /** MongoDB's own text index: `$text` with the textScore as the relevance. */
  async search(text: string, options: TextSearchOptions = {}): Promise<TextMatch<T>[]> {
    const search = mongoTextSearch(text, options.match);
    const filter = this.filter(options.filter ?? {}, 'read');
    const limit = Math.min(Math.max(1, options.limit ?? 20), 200);
    const docs = await this.run(async () => {
      if (this.tx) await this.tx.flush(this.name);
      return this.collection
        .find<T & { _score: number }>(
          { $and: [{ $text: { $search: search } }, filter] },
          {
            projection: { _score: { $meta: 'textScore' } },
            sort: { _score: { $meta: 'textScore' } },
            limit,
            session: this.session,
          },
        )
        .toArray();
    });
    return docs.map(({ _score, ...doc }) => ({ doc: doc as unknown as T, score: _score }));
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const query = this.filter(filter, 'read');
    checkFindOptions(options);
    const ids = Object.keys(options).length === 0 ? idListFilter(filter) : undefined;
    const tx = this.tx;
    return this.run(async () => {
      if (tx && ids) return this.manyById(tx, ids);
      if (tx) await tx.flush(this.name);
      return this.collection
        .find<T>(query, {
          sort: options.sort,
          skip: options.skip,
          limit: options.limit,
          session: this.session,
        })
        .toArray();
    });
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    const query = this.filter(filter, 'read');
    return this.run(async () => {
      if (this.tx) await this.tx.flush(this.name);
      return this.collection.countDocuments(query, { session: this.session });
    });
  }

  async insertOne(doc: Omit<T, '_id'> & { _id?: string }): Promise<{ insertedId: string }> {
    this.assertUsable('write');
    if (!isPlainObject(doc)) throw new InvalidQueryError('A document must be a plain object');
    // A copy with the id first: the driver would otherwise add an ObjectId to the caller's object.
    const id = doc._id ?? randomUUID();
    if (typeof id !== 'string') throw new InvalidQueryError('A document needs a string _id');
    const stored = { ...doc, _id: id } as MongoDoc;
    const tx = this.tx;
    await this.run(async () => {
      if (tx) await tx.settle(this.name, id);
      await this.collection.insertOne(stored, { session: this.session });
      tx?.remember(this.name, id, stored);
    });
    return { insertedId: id };
  }

  async replaceOne(filter: Filter, doc: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    const query = this.filter(filter);
    if (!isPlainObject(doc) || typeof doc._id !== 'string') {
      throw new InvalidQueryError('A document needs a string _id');
    }
    const upsert = options.upsert === true;
    const id = idOnlyFilter(filter);
    const byOwnId = id !== undefined && id === doc._id;
    const tx = this.tx;
    return this.run(async () => {
      const known = tx && byOwnId ? tx.knownDoc(this.name, doc._id) : undefined;
      if (tx && known !== undefined) {
        // Known to this transaction: the result needs no round trip, the write waits for the flush.
        if (known === null) {
          if (!upsert) return NO_MATCH;
          tx.buffer(this.name, this.collection, doc._id, doc);
          return UPSERTED(doc._id);
        }
        if (jsonEqual(known, storedCopy(doc))) return UNCHANGED;
        tx.buffer(this.name, this.collection, doc._id, doc);
        return MODIFIED;
      }
      if (tx) await (id === undefined ? tx.flush(this.name) : tx.settle(this.name, id));
      const result = await this.collection.replaceOne(query, doc, { upsert, session: this.session });
      if (tx && byOwnId)
        tx.remember(this.name, doc._id, result.matchedCount + result.upsertedCount > 0 ? doc : null);
      else tx?.forget(this.name, id);
      return toResult(result);
    });
  }

  async updateOne(
    filter: Filter,
    update: UpdateOperators,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    const query = this.filter(filter);
    const parsed = parseUpdate(update);
    let operators: UpdateOperators = update;
    const setsId = parsed.steps.some((step) => step.field.path === '_id');
    if (options.upsert && !setsId && upsertSeed(filter)._id === undefined) {
      // Without this MongoDB would insert an ObjectId; both stores generate UUID strings instead.
      operators = { ...update, $setOnInsert: { ...update.$setOnInsert, _id: randomUUID() } };
    }
    const id = idOnlyFilter(filter);
    const tx = this.tx;
    return this.run(async () => {
      if (tx) await (id === undefined ? tx.flush(this.name) : tx.settle(this.name, id));
      const result = await this.collection.updateOne(query, operators as UpdateFilter<MongoDoc>, {
        upsert: options.upsert === true,
        session: this.session,
      });
      // The updated document is computed by the server: read it again when it is needed.
      tx?.forget(this.name, id);
      return toResult(result);
    });
  }

  async updateMany(filter: Filter, update: UpdateOperators): Promise<UpdateResult> {
    const query = this.filter(filter);
    parseUpdate(update);
    return this.run(async () => {
      if (this.tx) await this.tx.flush(this.name);
      const result = await this.collection.updateMany(query, update as UpdateFilter<MongoDoc>, {
        session: this.session,
      });
      this.tx?.forget(this.name);
      return toResult(result);
    });
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    const query = this.filter(filter);
    const id = idOnlyFilter(filter);
    const tx = this.tx;
    return this.run(async () => {
      const known = tx && id !== undefined ? tx.knownDoc(this.name, id) : undefined;
      if (tx && id !== undefined && known !== undefined) {
        if (known === null) return { deletedCount: 0 };
        tx.buffer(this.name, this.collection, id, null);
        return { deletedCount: 1 };
      }
      if (tx) await (id === undefined ? tx.flush(this.name) : tx.settle(this.name, id));
      const result = await this.collection.deleteOne(query, { session: this.session });
      if (tx && id !== undefined) tx.remember(this.name, id, null);
      else tx?.forget(this.name);
      return { deletedCount: result.deletedCount };
    });
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    const query = this.filter(filter);
    return this.run(async () => {
      if (this.tx) await this.tx.flush(this.name);
      const result = await this.collection.deleteMany(query, { session: this.session });
      this.tx?.forget(this.name);
      return { deletedCount: result.deletedCount };
    });
  }

  /**
   * `{ _id: { $in: ids } }` inside a transaction: what the transaction knows comes from memory,
   * the rest from one query, and every id asked for is remembered, found or not. Nothing buffered
   * needs writing first: a buffered document is always a known one.
   */
  private async manyById(tx: MongoTxState, ids: readonly string[]): Promise<T[]> {
    const found: T[] = [];
    const unknown: string[] = [];
    for (const id of new Set(ids)) {
      const known = tx.knownDoc(this.name, id);
      if (known === undefined) unknown.push(id);
      else if (known !== null) found.push(known as T);
    }
    if (unknown.length > 0) {
      const docs = await this.collection
        .find<T>({ _id: { $in: unknown } }, { session: tx.session })
        .toArray();
      const byId = new Map(docs.map((doc) => [doc._id, doc]));
      for (const id of unknown) tx.remember(this.name, id, (byId.get(id) as MongoDoc | undefined) ?? null);
      found.push(...docs);
    }
    return found;
  }

  private filter(filter: Filter, kind: 'read' | 'write' = 'write'): MongoFilter<MongoDoc> {
    this.assertUsable(kind);
    parseFilter(filter);
    return toMongoFilter(filter) as MongoFilter<MongoDoc>;
  }

  /** Inside a transaction through its state (serialised, errors remembered), else with port errors. */
  private run<R>(operation: () => Promise<R>): Promise<R> {
    return this.tx ? this.tx.run(this.name, operation) : portErrors(this.name, operation);
  }
}

function toResult(result: {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}): UpdateResult {
  return {
    matchedCount: result.matchedCount,
    modifiedCount: result.modifiedCount,
    upsertedId: result.upsertedId ?? null,
  };
}

/** The port's `$contains` becomes an escaped, case-insensitive `$regex`; the rest is native. */
export function toMongoFilter(filter: Filter): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if ((key === '$and' || key === '$or') && Array.isArray(value))
      out[key] = value.map((clause: Filter) => toMongoFilter(clause));
    else if (isPlainObject(value) && typeof value.$contains === 'string') {
      const { $contains, ...rest } = value;
      out[key] = {
        ...rest,
        $regex: ($contains as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        $options: 'i',
      };
    } else out[key] = value;
  }
  return out;
}
