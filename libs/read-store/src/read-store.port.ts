/**
 * The read side's storage port: a MongoDB-style subset, large enough for every read model of the
 * product, implemented over SQLite JSON documents (embedded), MongoDB and PostgreSQL JSONB.
 *
 * Documents are plain JSON objects with a string `_id`. Dates are stored as ISO-8601 strings so
 * that range filters and sorts compare them correctly in every store.
 */

export type Scalar = string | number | boolean | null;

export interface FieldOperators {
  $eq?: Scalar;
  $ne?: Scalar;
  $gt?: string | number;
  $gte?: string | number;
  $lt?: string | number;
  $lte?: string | number;
  $in?: Scalar[];
  $nin?: Scalar[];
  $exists?: boolean;
  /**
   * Case-insensitive substring of a string field (for search boxes over titles and messages).
   * Not indexed: use it beside a selective equality such as the owner's id.
   */
  $contains?: string;
}

/**
 * Keys are field paths (dotted for nested fields). A scalar value means equality; `null` matches a
 * missing field or an explicit null, as in MongoDB. Filters on array-valued fields are not part of
 * the subset.
 */
export type Filter = {
  [path: string]: Scalar | FieldOperators | Filter[] | undefined;
  $and?: Filter[];
  $or?: Filter[];
};

export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type Doc = { _id: string; [key: string]: unknown };

export interface UpdateOperators {
  $set?: Record<string, unknown>;
  $unset?: Record<string, '' | 1 | true>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
  /** Applied only when the update inserts a new document (upsert). */
  $setOnInsert?: Record<string, unknown>;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  /** The `_id` of the inserted document when the update upserted one. */
  upsertedId: string | null;
}

export interface IndexSpec {
  /** Field paths, 1 ascending or -1 descending. */
  keys: Record<string, 1 | -1>;
  unique?: boolean;
  name?: string;
}

/**
 * How the words of a text search combine: `any` word may match (ranked: more of them is better),
 * or `all` words must be in the document (a search box narrowing a list).
 */
export type TextMatchMode = 'any' | 'all';

export interface TextSearchOptions {
  /** Narrows the matches (e.g. to what the caller may see); the same subset as find. */
  filter?: Filter;
  limit?: number;
  /**
   * `any` by default. With `all`, SQLite and PostgreSQL require every word (stemmed, as any
   * match); MongoDB requires every word as written, matched as a phrase (its `$text` ANDs
   * phrases, which are not stemmed), so `doors` does not find `door` there.
   */
  match?: TextMatchMode;
}

/** A text match: the document and its relevance (higher is better; comparable within one query). */
export interface TextMatch<T> {
  doc: T;
  score: number;
}

export interface ReadCollection<T extends Doc = Doc> {
  findOne(filter: Filter, options?: Pick<FindOptions, 'sort'>): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  countDocuments(filter?: Filter): Promise<number>;
  /**
   * Ranked full-text search over the fields of the collection's text index (see
   * ReadStore.createTextIndex): SQLite FTS5 with BM25, a MongoDB text index, or a PostgreSQL
   * tsvector ranked with ts_rank. Words match with stemming, any word may match, better matches
   * first.
   */
  search(text: string, options?: TextSearchOptions): Promise<TextMatch<T>[]>;
}

export interface WriteCollection<T extends Doc = Doc> extends ReadCollection<T> {
  /** Inserts a document; a missing `_id` is generated (a UUID string, in both stores). */
  insertOne(doc: Omit<T, '_id'> & { _id?: string }): Promise<{ insertedId: string }>;
  replaceOne(filter: Filter, doc: T, options?: UpdateOptions): Promise<UpdateResult>;
  updateOne(filter: Filter, update: UpdateOperators, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: UpdateOperators): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<{ deletedCount: number }>;
  deleteMany(filter: Filter): Promise<{ deletedCount: number }>;
}

/** What a transaction body sees: writable collections and the checkpoint, committed together. */
export interface ReadStoreTransaction {
  collection<T extends Doc = Doc>(name: string): WriteCollection<T>;
  /**
   * Sets many documents of one collection by `_id`, all or nothing: each key's document is
   * inserted or replaces the stored one whole; null deletes the stored one, if any. Every key must
   * be its document's `_id`. A unique index the result would break fails the call with
   * DuplicateKeyError. This is how the projector writes a batch: no read-back, no result per
   * document, at most one statement per document (SQLite), one multi-row statement (PostgreSQL),
   * one bulkWrite (MongoDB).
   */
  writeDocuments(collection: string, writes: ReadonlyMap<string, Doc | null>): Promise<void>;
  setCheckpoint(name: string, position: number): Promise<void>;
}

export interface ReadStore {
  /** The namespace (blue/green generation) this handle reads and writes. */
  readonly namespace: string;
  collection<T extends Doc = Doc>(name: string): WriteCollection<T>;
  createIndex(collection: string, index: IndexSpec): Promise<void>;
  /** A full-text index over string fields, kept in step with every write (idempotent). */
  createTextIndex(collection: string, fields: readonly string[]): Promise<void>;
  /**
   * Runs `body` in one transaction: every write through `tx` and the checkpoint commit together or
   * not at all. The body must only await store operations (no unrelated I/O).
   */
  transaction<R>(body: (tx: ReadStoreTransaction) => Promise<R>): Promise<R>;
  /**
   * Runs `body` with this namespace's commits fast rather than durable, then makes everything
   * written durable before it returns `body`'s result (durability is restored if `body` fails,
   * but what it wrote is not synced: a failed load is built again anyway). For filling a namespace
   * nobody reads yet (a replay): each commit stays atomic and a crash of the process loses
   * nothing, but a crash of the machine meanwhile can lose or damage what was written, and the
   * namespace must then be built again. SQLite only; PostgreSQL and MongoDB commit as usual.
   */
  bulkLoad<R>(body: () => Promise<R>): Promise<R>;
  getCheckpoint(name: string): Promise<number | null>;
  /** Names of the collections that hold documents in this namespace (checkpoints excluded). */
  listCollections(): Promise<string[]>;
  /** Deletes every collection of this namespace. */
  drop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Namespaces make blue/green rebuilds possible: a replay writes a fresh namespace while the live
 * one keeps serving, then the pointer switches in one step.
 */
export interface ReadStoreProvider {
  liveNamespace(): Promise<string>;
  setLiveNamespace(namespace: string): Promise<void>;
  listNamespaces(): Promise<string[]>;
  open(namespace: string): Promise<ReadStore>;
  close(): Promise<void>;
}

export const READ_STORE_PROVIDER = Symbol.for('buildmentor.ReadStoreProvider');
