import { ftsMatchExpression } from '../query/text-query';
import { ftsTable } from './sqlite-text-index';
import { randomUUID } from 'node:crypto';
import {
  type Doc,
  type Filter,
  type FindOptions,
  type TextMatch,
  type TextSearchOptions,
  type UpdateOptions,
} from '../read-store.port';
import { type UpdateOperators, type UpdateResult, type WriteCollection } from '../read-store.port';
import { idListFilter, idOnlyFilter, parseFilter } from '../query/filter-parser';
import { applyUpdate, parseUpdate, type ParsedUpdate } from '../query/update-applier';
import { upsertSeed } from '../query/upsert-seed';
import { buildOrderBy, buildPage, buildWhere, type SqlFragment } from './sql-filter.builder';
import { type ExecutionScope, isMissingTable, type SqliteConnection } from './sqlite-connection';
import {
  assertKeyedDocument,
  documentId,
  immutableIdError,
  serializeDocument,
  translateWriteError,
} from './sqlite-document-codec';
import { SqliteTable } from './sqlite-table';

type Atomicity = 'statement' | 'read-then-write' | 'many-writes';

const NO_MATCH: UpdateResult = { matchedCount: 0, modifiedCount: 0, upsertedId: null };
const UPSERTED = (id: string): UpdateResult => ({ matchedCount: 0, modifiedCount: 0, upsertedId: id });

/**
 * One collection = one table. Filters, sorts and paging run in SQL; updates are applied in
 * JavaScript to the selected rows and written back atomically. Filters that are exactly
 * `{ _id }` skip the filter builder: that is the projector's hot path.
 */
export class SqliteCollection<T extends Doc = Doc> implements WriteCollection<T> {
  private readonly table: SqliteTable;

  constructor(
    private readonly conn: SqliteConnection,
    readonly name: string,
    private readonly scope: ExecutionScope,
  ) {
    this.table = new SqliteTable(conn, name);
  }

  /** The SELECT a find would run; also used by the store's explain(). */
  selectSql(columns: string, filter: Filter, options: FindOptions = {}): SqlFragment {
    const where = buildWhere(parseFilter(filter));
    const order = buildOrderBy(options.sort);
    const page = buildPage(options, where.params);
    return {
      sql: `SELECT ${columns} FROM ${this.table.quoted}${where.sql}${order}${page}`,
      params: where.params,
    };
  }

  private byIdOr(filter: Filter, columns: string, options: FindOptions = {}): SqlFragment {
    const id = idOnlyFilter(filter);
    return id === undefined
      ? this.selectSql(columns, filter, { ...options, limit: 1 })
      : { sql: `SELECT ${columns} FROM ${this.table.quoted} WHERE _id = ?`, params: [id] };
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort'> = {}): Promise<T | null> {
    const query = this.byIdOr(filter, 'doc', { sort: options.sort });
    const json = await this.scope.run('read', () => this.table.value(query));
    return typeof json === 'string' ? (JSON.parse(json) as T) : null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const ids = Object.keys(options).length === 0 ? idListFilter(filter) : undefined;
    // The projector's prefetch (`_id: { $in }`, thousands of ids): one JSON array parameter, so
    // one cached statement whatever the count, and no limit on the number of SQL variables.
    const query = ids
      ? {
          sql: `SELECT doc FROM ${this.table.quoted} WHERE _id IN (SELECT value FROM json_each(?))`,
          params: [JSON.stringify(ids)],
        }
      : this.selectSql('doc', filter, options);
    const rows = await this.scope.run('read', () => this.table.values(query));
    return rows.map((json) => JSON.parse(json as string) as T);
  }

  async search(text: string, options: TextSearchOptions = {}): Promise<TextMatch<T>[]> {
    const match = ftsMatchExpression(text, options.match);
    const where = buildWhere(parseFilter(options.filter ?? {}));
    const limit = Math.min(Math.max(1, options.limit ?? 20), 200);
    const fts = ftsTable(this.name);
    // bm25() is lower for better matches; the port reports higher-is-better.
    const sql = `SELECT ${this.table.quoted}.doc, bm25(${fts}) FROM ${fts} JOIN ${this.table.quoted} ON ${this.table.quoted}.rowid = ${fts}.rowid WHERE ${fts} MATCH ?${where.sql ? ` AND ${where.sql.replace(/^ WHERE /, '')}` : ''} ORDER BY bm25(${fts}) LIMIT ${limit}`;
    const rows = await this.scope.run('read', () => {
      try {
        return this.conn
          .statement(sql)
          .raw()
          .all(match, ...where.params) as [string, number][];
      } catch (error) {
        if (isMissingTable(error)) return [];
        throw error;
      }
    });
    return rows.map(([json, bm25]) => ({ doc: JSON.parse(json) as T, score: -bm25 }));
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    const query = this.selectSql('count(*)', filter);
    return (await this.scope.run('read', () => this.table.value(query) ?? 0)) as number;
  }

  async insertOne(doc: Omit<T, '_id'> & { _id?: string }): Promise<{ insertedId: string }> {
    const id = documentId(doc, true);
    const json = serializeDocument(doc, id);
    await this.write('statement', true, () => this.table.insert(id, json));
    return { insertedId: id };
  }

  async replaceOne(filter: Filter, doc: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    const id = documentId(doc, false);
    const json = serializeDocument(doc, id);
    const upsert = options.upsert === true;
    const filterId = idOnlyFilter(filter);
    const query = filterId === undefined ? this.selectSql('_id', filter, { limit: 1 }) : undefined;
    return this.write('read-then-write', upsert, () => {
      if (query) {
        const matched = this.table.value(query);
        if (matched === undefined) {
          if (!upsert) return NO_MATCH;
          this.table.insert(id, json);
          return UPSERTED(id);
        }
        if (matched !== id) throw immutableIdError();
      } else if (filterId !== id) {
        // Only harmless when nothing matches and nothing would be inserted.
        if (upsert || this.table.exists(filterId as string)) throw immutableIdError();
        return NO_MATCH;
      }
      // UPDATE first: in steady state most replacements hit an existing document, in one statement.
      if (this.table.updateIfChanged(id, json))
        return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
      if (this.table.exists(id)) return { matchedCount: 1, modifiedCount: 0, upsertedId: null };
      if (!upsert) return NO_MATCH;
      this.table.insert(id, json);
      return UPSERTED(id);
    });
  }

  async updateOne(
    filter: Filter,
    update: UpdateOperators,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    const parsed = parseUpdate(update);
    const query = this.byIdOr(filter, '_id, doc');
    const upsert = options.upsert === true;
    return this.write('read-then-write', upsert, () => {
      const [row] = this.table.rows(query);
      if (row)
        return { matchedCount: 1, modifiedCount: this.updateRow(row, parsed) ? 1 : 0, upsertedId: null };
      return upsert ? this.upsert(filter, parsed) : NO_MATCH;
    });
  }

  async updateMany(filter: Filter, update: UpdateOperators): Promise<UpdateResult> {
    const parsed = parseUpdate(update);
    const query = this.selectSql('_id, doc', filter);
    return this.write('many-writes', false, () => {
      const rows = this.table.rows(query);
      let modifiedCount = 0;
      for (const row of rows) if (this.updateRow(row, parsed)) modifiedCount++;
      return { matchedCount: rows.length, modifiedCount, upsertedId: null };
    });
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    const { sql, params } = this.byIdOr(filter, 'rowid');
    const query = { sql: `DELETE FROM ${this.table.quoted} WHERE rowid = (${sql})`, params };
    return { deletedCount: await this.write('statement', false, () => this.table.changes(query)) };
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    const where = buildWhere(parseFilter(filter));
    const query = { sql: `DELETE FROM ${this.table.quoted}${where.sql}`, params: where.params };
    return { deletedCount: await this.write('statement', false, () => this.table.changes(query)) };
  }

  /**
   * ReadStoreTransaction.writeDocuments: deletes, then upserts, in one savepoint (so a refused
   * document or a broken unique index undoes the call). Each document is serialised just before
   * its statement, so a large batch never holds all of its JSON at once.
   */
  async writeById(writes: ReadonlyMap<string, Doc | null>): Promise<void> {
    let upserts = false;
    for (const doc of writes.values()) if (doc !== null) upserts = true;
    await this.write('many-writes', upserts, () => {
      for (const [id, doc] of writes) if (doc === null) this.table.deleteById(id);
      for (const [id, doc] of writes) {
        if (doc === null) continue;
        assertKeyedDocument(id, doc);
        this.table.upsert(id, serializeDocument(doc, id));
      }
    });
  }

  private updateRow([id, json]: [string, string], update: ParsedUpdate): boolean {
    const doc = JSON.parse(json) as Record<string, unknown>;
    applyUpdate(doc, update, false);
    if (doc._id !== id) throw immutableIdError();
    const next = serializeDocument(doc, id);
    if (next === json) return false;
    this.table.update(id, next);
    return true;
  }

  /** MongoDB's upsert: the filter's equality fields, then the update with $setOnInsert. */
  private upsert(filter: Filter, update: ParsedUpdate): UpdateResult {
    const doc = upsertSeed(filter);
    applyUpdate(doc, update, true);
    if (doc._id === undefined) doc._id = randomUUID();
    const id = documentId(doc, false);
    this.table.insert(id, serializeDocument(doc, id));
    return UPSERTED(id);
  }

  /**
   * Runs a write with as little transaction overhead as is safe. One statement is atomic alone.
   * A read followed by one write needs BEGIN IMMEDIATE alone (so another process cannot change the
   * row in between) but nothing more inside a transaction (one write cannot half-fail). Several
   * writes need a savepoint inside a transaction, so a failure half-way undoes them all.
   * `mayInsert` creates the table first, outside any savepoint, so the connection's record of
   * existing tables stays true.
   */
  private write<R>(atomicity: Atomicity, mayInsert: boolean, fn: () => R): Promise<R> {
    return this.scope.run('write', () => {
      try {
        if (mayInsert) this.table.ensure();
        const direct =
          atomicity === 'statement' || (atomicity === 'read-then-write' && this.conn.db.inTransaction);
        return direct ? fn() : this.conn.atomic(fn);
      } catch (error) {
        throw translateWriteError(this.name, error);
      }
    });
  }
}
