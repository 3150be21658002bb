import { randomUUID } from 'node:crypto';
import {
  type ClientSession,
  type Collection,
  type Document,
  type Filter as MongoFilter,
  MongoServerError,
  type UpdateFilter,
} from 'mongodb';
import { DuplicateKeyError, InvalidQueryError } from '../read-store.errors';
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
import { isPlainObject, parseFilter } from '../query/filter-parser';
import { searchTerms } from '../query/text-query';
import { checkFindOptions } from '../query/find-options';
import { parseUpdate } from '../query/update-applier';
import { upsertSeed } from '../query/upsert-seed';

/** Documents as the driver sees them: `_id` is always a string (never an ObjectId). */
export interface MongoDoc extends Document {
  _id: string;
}

/**
 * A read-store collection over a MongoDB collection. Filters and updates are MongoDB's own syntax
 * and pass straight through, after the same parsing as in SQLite so that anything outside the
 * port's subset fails identically in both stores. `session` is set inside a transaction.
 */
export class MongoCollection<T extends Doc = Doc> implements WriteCollection<T> {
  constructor(
    private readonly collection: Collection<MongoDoc>,
    readonly name: string,
    private readonly session: ClientSession | undefined,
    /** Throws when the store is closed, the transaction has finished, or a write would bypass `tx`. */
    private readonly assertUsable: (kind: 'read' | 'write') => void,
  ) {}

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort'> = {}): Promise<T | null> {
    const query = this.filter(filter, 'read');
    checkFindOptions(options);
    return this.call(() => this.collection.findOne<T>(query, { sort: options.sort, session: this.session }));
  }

  /** MongoDB's own text index: `$text` with the textScore as the relevance. */
  async search(text: string, options: TextSearchOptions = {}): Promise<TextMatch<T>[]> {
    const terms = searchTerms(text);
    if (terms.length === 0) throw new InvalidQueryError('A text search needs at least one word');
    const filter = this.filter(options.filter ?? {}, 'read');
    const limit = Math.min(Math.max(1, options.limit ?? 20), 200);
    const docs = await this.call(() =>
      this.collection
        .find<T & { _score: number }>(
          { $and: [{ $text: { $search: terms.join(' ') } }, filter] },
          {
            projection: { _score: { $meta: 'textScore' } },
            sort: { _score: { $meta: 'textScore' } },
            limit,
            session: this.session,
          },
        )
        .toArray(),
    );
    return docs.map(({ _score, ...doc }) => ({ doc: doc as unknown as T, score: _score }));
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const query = this.filter(filter, 'read');
    checkFindOptions(options);
    return this.call(() =>
      this.collection
        .find<T>(query, {
          sort: options.sort,
          skip: options.skip,
          limit: options.limit,
          session: this.session,
        })
        .toArray(),
    );
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    const query = this.filter(filter, 'read');
    return this.call(() => this.collection.countDocuments(query, { session: this.session }));
  }

  async insertOne(doc: Omit<T, '_id'> & { _id?: string }): Promise<{ insertedId: string }> {
    this.assertUsable('write');
    if (!isPlainObject(doc)) throw new InvalidQueryError('A document must be a plain object');
    // A copy with the id first: the driver would otherwise add an ObjectId to the caller's object.
    const id = doc._id ?? randomUUID();
    if (typeof id !== 'string') throw new InvalidQueryError('A document needs a string _id');
    await this.call(() => this.collection.insertOne({ ...doc, _id: id }, { session: this.session }));
    return { insertedId: id };
  }

  async replaceOne(filter: Filter, doc: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    const query = this.filter(filter);
    if (!isPlainObject(doc) || typeof doc._id !== 'string') {
      throw new InvalidQueryError('A document needs a string _id');
    }
    const result = await this.call(() =>
      this.collection.replaceOne(query, doc, { upsert: options.upsert === true, session: this.session }),
    );
    return toResult(result);
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
    const result = await this.call(() =>
      this.collection.updateOne(query, operators as UpdateFilter<MongoDoc>, {
        upsert: options.upsert === true,
        session: this.session,
      }),
    );
    return toResult(result);
  }

  async updateMany(filter: Filter, update: UpdateOperators): Promise<UpdateResult> {
    const query = this.filter(filter);
    parseUpdate(update);
    const result = await this.call(() =>
      this.collection.updateMany(query, update as UpdateFilter<MongoDoc>, { session: this.session }),
    );
    return toResult(result);
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    const query = this.filter(filter);
    const result = await this.call(() => this.collection.deleteOne(query, { session: this.session }));
    return { deletedCount: result.deletedCount };
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    const query = this.filter(filter);
    const result = await this.call(() => this.collection.deleteMany(query, { session: this.session }));
    return { deletedCount: result.deletedCount };
  }

  private filter(filter: Filter, kind: 'read' | 'write' = 'write'): MongoFilter<MongoDoc> {
    this.assertUsable(kind);
    parseFilter(filter);
    return toMongoFilter(filter) as MongoFilter<MongoDoc>;
  }

  private async call<R>(operation: () => Promise<R>): Promise<R> {
    try {
      return await operation();
    } catch (error) {
      throw translateMongoError(this.name, error);
    }
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

/** Duplicate keys (code 11000) become the port's error; everything else keeps its labels for retries. */
export function translateMongoError(collection: string, error: unknown): unknown {
  if (error instanceof MongoServerError && error.code === 11000) {
    return new DuplicateKeyError(collection, error.message, { cause: error });
  }
  return error;
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
