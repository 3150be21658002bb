import { randomUUID } from 'node:crypto';
import { DuplicateKeyError } from '../read-store.errors';
import {
  type Doc,
  type Filter,
  type FindOptions,
  type TextMatch,
  type TextSearchOptions,
  type UpdateOperators,
  type UpdateOptions,
  type UpdateResult,
  type WriteCollection,
} from '../read-store.port';
import { documentId, immutableIdError } from '../query/document-id';
import { idListFilter, idOnlyFilter, parseFilter } from '../query/filter-parser';
import { jsonEqual } from '../query/json-equal';
import { websearchExpression } from '../query/text-query';
import { applyUpdate, parseUpdate, type ParsedUpdate } from '../query/update-applier';
import { upsertSeed } from '../query/upsert-seed';
import { serializeDocument, sqlState, UNDEFINED_COLUMN } from './pg-document-codec';
import { buildOrderBy, buildPage, buildWhere, type SqlFragment } from './pg-filter.builder';
import { type PgNamespaceState } from './pg-namespace-state';
import { type PgScope } from './pg-scope';
import { type PgSession } from './pg-session';

const NO_MATCH: UpdateResult = { matchedCount: 0, modifiedCount: 0, upsertedId: null };
const UNCHANGED: UpdateResult = { matchedCount: 1, modifiedCount: 0, upsertedId: null };
const MODIFIED: UpdateResult = { matchedCount: 1, modifiedCount: 1, upsertedId: null };
const UPSERTED = (id: string): UpdateResult => ({ matchedCount: 0, modifiedCount: 0, upsertedId: id });

interface DocRow {
  _id: string;
  doc: string;
}

/**
 * One collection = one table `(_id text COLLATE "C" PRIMARY KEY, doc jsonb)` in the namespace's
 * schema. Filters, sorts and paging run in SQL; updates are applied in JavaScript (the shared
 * query/update-applier) to the selected rows and written back. Documents travel as JSON text
 * (`doc::text`), parsed once here. Operations by `_id` inside a transaction go through the
 * transaction's document cache and write buffer (see PgTxState): the projector's hot path.
 */
export class PgCollection<T extends Doc = Doc> implements WriteCollection<T> {
  private readonly table: string;

  constructor(
    readonly name: string,
    ns: PgNamespaceState,
    private readonly scope: PgScope,
  ) {
    this.table = ns.table(name);
  }

  /** The SELECT a find would run; also used by the store's explain(). */
  selectSql(columns: string, filter: Filter, options: FindOptions = {}): SqlFragment {
    const where = buildWhere(parseFilter(filter));
    return {
      sql: `SELECT ${columns} FROM ${this.table}${where.sql}${buildOrderBy(options.sort)}${buildPage(options)}`,
      params: where.params,
    };
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort'> = {}): Promise<T | null> {
    const id = idOnlyFilter(filter);
    if (id !== undefined) {
      return this.scope.run(this.name, {
        kind: 'read',
        missing: null,
        body: async (s) => {
          const json = await this.byId(s, id);
          return json === null ? null : (JSON.parse(json) as T);
        },
      });
    }
    const query = this.selectSql('doc::text AS doc', filter, { sort: options.sort, limit: 1 });
    return this.scope.run(this.name, {
      kind: 'read',
      missing: null,
      body: async (s) => {
        await s.tx?.flush(s, this.name);
        const [row] = await s.rows<DocRow>(query.sql, query.params);
        return row ? (JSON.parse(row.doc) as T) : null;
      },
    });
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const ids = Object.keys(options).length === 0 ? idListFilter(filter) : undefined;
    const query = this.selectSql('doc::text AS doc', filter, options);
    return this.scope.run(this.name, {
      kind: 'read',
      missing: [],
      body: async (s) => {
        if (ids && s.tx) return (await this.manyById(s, ids)).map((json) => JSON.parse(json) as T);
        await s.tx?.flush(s, this.name);
        const rows = await s.rows<DocRow>(query.sql, query.params);
        return rows.map((row) => JSON.parse(row.doc) as T);
      },
    });
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    const query = this.selectSql('count(*)::float8 AS n', filter);
    return this.scope.run(this.name, {
      kind: 'read',
      missing: 0,
      body: async (s) => {
        await s.tx?.flush(s, this.name);
        const [row] = await s.rows<{ n: number }>(query.sql, query.params);
        return row?.n ?? 0;
      },
    });
  }

  async search(text: string, options: TextSearchOptions = {}): Promise<TextMatch<T>[]> {
    const params: unknown[] = [websearchExpression(text, options.match)];
    const where = buildWhere(parseFilter(options.filter ?? {}), params);
    const limit = Math.min(Math.max(1, options.limit ?? 20), 200);
    const sql =
      `SELECT doc::text AS doc, ts_rank(_search, q) AS score FROM ${this.table}, websearch_to_tsquery('english', $1) AS q ` +
      `WHERE _search @@ q${where.sql.replace(/^ WHERE /, ' AND ')} ORDER BY score DESC, _id LIMIT ${limit}`;
    return this.scope.run(this.name, {
      kind: 'read',
      missing: [],
      body: async (s) => {
        // No text index yet: no matches (as in SQLite), without a failing statement in a transaction.
        if (s.tx && !s.tx.infoOf(this.name)?.text) return [];
        await s.tx?.flush(s, this.name);
        try {
          const rows = await s.rows<{ doc: string; score: number }>(sql, params);
          return rows.map((row) => ({ doc: JSON.parse(row.doc) as T, score: row.score }));
        } catch (error) {
          if (!s.tx && sqlState(error) === UNDEFINED_COLUMN) return [];
          throw error;
        }
      },
    });
  }

  async insertOne(doc: Omit<T, '_id'> & { _id?: string }): Promise<{ insertedId: string }> {
    const id = documentId(doc, true);
    const json = serializeDocument(doc, id);
    await this.scope.run(this.name, {
      kind: 'write',
      mayInsert: true,
      missing: undefined,
      body: async (s) => {
        const known = s.tx?.buffering(this.name) ? s.tx.knownDoc(this.name, id) : undefined;
        if (known === undefined) return this.insertRow(s, id, json);
        if (known !== null)
          throw new DuplicateKeyError(this.name, `_id ${JSON.stringify(id)} already exists`);
        s.tx?.buffer(this.name, id, json);
      },
    });
    return { insertedId: id };
  }

  async replaceOne(filter: Filter, doc: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    const id = documentId(doc, false);
    const json = serializeDocument(doc, id);
    const upsert = options.upsert === true;
    const filterId = idOnlyFilter(filter);
    if (filterId === undefined) {
      const query = this.selectSql('_id', filter, { limit: 1 });
      return this.scope.run(this.name, {
        kind: 'atomic',
        mayInsert: upsert,
        missing: NO_MATCH,
        body: async (s) => {
          await s.tx?.flush(s, this.name);
          const [row] = await s.rows<{ _id: string }>(`${query.sql} FOR UPDATE`, query.params);
          if (!row) {
            if (!upsert) return NO_MATCH;
            await this.insertRow(s, id, json);
            return UPSERTED(id);
          }
          if (row._id !== id) throw immutableIdError();
          return this.replaceById(s, id, json, false);
        },
      });
    }
    // Only harmless when nothing matches and nothing would be inserted.
    if (filterId !== id && upsert) throw immutableIdError();
    return this.scope.run(this.name, {
      kind: 'write',
      mayInsert: upsert,
      missing: NO_MATCH,
      body: async (s) => {
        if (filterId === id) return this.replaceById(s, id, json, upsert);
        if ((await this.byId(s, filterId)) !== null) throw immutableIdError();
        return NO_MATCH;
      },
    });
  }

  async updateOne(
    filter: Filter,
    update: UpdateOperators,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    const parsed = parseUpdate(update);
    const upsert = options.upsert === true;
    const id = idOnlyFilter(filter);
    const query =
      id === undefined
        ? this.selectSql('_id, doc::text AS doc', filter, { limit: 1 })
        : { sql: `SELECT _id, doc::text AS doc FROM ${this.table} WHERE _id = $1`, params: [id] };
    return this.scope.run(this.name, {
      kind: 'atomic',
      mayInsert: upsert,
      missing: NO_MATCH,
      body: async (s) => {
        const tx = s.tx;
        const known = id !== undefined && tx?.buffering(this.name) ? tx.knownDoc(this.name, id) : undefined;
        if (id !== undefined && known !== undefined) {
          // Known to this transaction: applied in memory and buffered, no statement at all.
          if (known === null) {
            if (!upsert) return NO_MATCH;
            const seeded = this.seed(filter, parsed);
            tx?.buffer(this.name, seeded.id, seeded.json);
            return UPSERTED(seeded.id);
          }
          const next = updatedJson(id, known, parsed);
          if (next === null) return UNCHANGED;
          tx?.buffer(this.name, id, next);
          return MODIFIED;
        }
        for (let attempt = 1; ; attempt++) {
          if (id === undefined) await tx?.flush(s, this.name);
          else await tx?.settle(s, this.name, id);
          const [row] = await s.rows<DocRow>(`${query.sql} FOR UPDATE`, query.params, id !== undefined);
          if (row) {
            const next = updatedJson(row._id, row.doc, parsed);
            tx?.remember(this.name, row._id, next ?? row.doc);
            if (next === null) return UNCHANGED;
            await s.count(`UPDATE ${this.table} SET doc = $2::jsonb WHERE _id = $1`, [row._id, next], true);
            return MODIFIED;
          }
          if (!upsert) {
            if (id !== undefined) tx?.remember(this.name, id, null);
            return NO_MATCH;
          }
          const seeded = this.seed(filter, parsed);
          // A concurrent upsert may have inserted this _id since the SELECT: then that document is
          // the match, and the second pass updates it (as MongoDB retries such an upsert).
          if (await this.insertIfAbsent(s, seeded.id, seeded.json)) return UPSERTED(seeded.id);
          if (attempt === 2)
            throw new DuplicateKeyError(this.name, `_id ${JSON.stringify(seeded.id)} already exists`);
        }
      },
    });
  }

  async updateMany(filter: Filter, update: UpdateOperators): Promise<UpdateResult> {
    const parsed = parseUpdate(update);
    const query = this.selectSql('_id, doc::text AS doc', filter);
    return this.scope.run(this.name, {
      kind: 'atomic',
      missing: NO_MATCH,
      body: async (s) => {
        await s.tx?.flush(s, this.name);
        s.tx?.forgetDocs(this.name);
        const rows = await s.rows<DocRow>(`${query.sql} FOR UPDATE`, query.params);
        const changed: string[] = [];
        for (const row of rows) {
          const next = updatedJson(row._id, row.doc, parsed);
          if (next !== null) changed.push(next);
        }
        if (changed.length > 0) {
          await s.count(
            `UPDATE ${this.table} AS cur SET doc = e.doc FROM ` +
              `(SELECT x ->> '_id' AS _id, x AS doc FROM jsonb_array_elements($1::jsonb) AS x) AS e WHERE cur._id = e._id`,
            [`[${changed.join(',')}]`],
            true,
          );
        }
        return { matchedCount: rows.length, modifiedCount: changed.length, upsertedId: null };
      },
    });
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    const id = idOnlyFilter(filter);
    const query = id === undefined ? this.selectSql('_id', filter, { limit: 1 }) : undefined;
    const deletedCount = await this.scope.run(this.name, {
      kind: 'write',
      missing: 0,
      body: async (s) => {
        const tx = s.tx;
        if (id === undefined) {
          await tx?.flush(s, this.name);
          tx?.forgetDocs(this.name);
          return s.count(`DELETE FROM ${this.table} WHERE _id = (${query!.sql})`, query!.params);
        }
        const known = tx?.buffering(this.name) ? tx.knownDoc(this.name, id) : undefined;
        if (known === null) return 0;
        if (known !== undefined) {
          tx?.buffer(this.name, id, null);
          return 1;
        }
        await tx?.settle(s, this.name, id);
        const count = await s.count(`DELETE FROM ${this.table} WHERE _id = $1`, [id], true);
        tx?.remember(this.name, id, null);
        return count;
      },
    });
    return { deletedCount };
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    const where = buildWhere(parseFilter(filter));
    const deletedCount = await this.scope.run(this.name, {
      kind: 'write',
      missing: 0,
      body: async (s) => {
        await s.tx?.flush(s, this.name);
        s.tx?.forgetDocs(this.name);
        return s.count(`DELETE FROM ${this.table}${where.sql}`, where.params);
      },
    });
    return { deletedCount };
  }

  /** JSON of the document with this _id, or null; remembered by a transaction. */
  private async byId(s: PgSession, id: string): Promise<string | null> {
    const known = s.tx?.knownDoc(this.name, id);
    if (known !== undefined) return known;
    const [row] = await s.rows<DocRow>(
      `SELECT doc::text AS doc FROM ${this.table} WHERE _id = $1`,
      [id],
      true,
    );
    const json = row?.doc ?? null;
    s.tx?.remember(this.name, id, json);
    return json;
  }

  /**
   * A batch lookup by _id inside a transaction: what the transaction knows comes from memory (so
   * nothing buffered needs writing first), the rest from one `_id = ANY($1)` statement, and every
   * id asked for is remembered, found or not, so later reads and writes of them need no statement.
   */
  private async manyById(s: PgSession, ids: readonly string[]): Promise<string[]> {
    const found: string[] = [];
    const unknown: string[] = [];
    for (const id of new Set(ids)) {
      const known = s.tx?.knownDoc(this.name, id);
      if (known === undefined) unknown.push(id);
      else if (known !== null) found.push(known);
    }
    if (unknown.length > 0) {
      const rows = await s.rows<DocRow>(
        `SELECT _id, doc::text AS doc FROM ${this.table} WHERE _id = ANY($1::text[])`,
        [unknown],
        true,
      );
      const fetched = new Map(rows.map((row) => [row._id, row.doc]));
      for (const id of unknown) s.tx?.remember(this.name, id, fetched.get(id) ?? null);
      found.push(...fetched.values());
    }
    return found;
  }

  private async replaceById(s: PgSession, id: string, json: string, upsert: boolean): Promise<UpdateResult> {
    const tx = s.tx;
    const known = tx?.buffering(this.name) ? tx.knownDoc(this.name, id) : undefined;
    if (known === null) {
      if (!upsert) return NO_MATCH;
      tx?.buffer(this.name, id, json);
      return UPSERTED(id);
    }
    if (known !== undefined) {
      if (jsonEqual(JSON.parse(known), JSON.parse(json))) return UNCHANGED;
      tx?.buffer(this.name, id, json);
      return MODIFIED;
    }
    await tx?.settle(s, this.name, id);
    if (upsert) {
      // One statement: inserted (xmax = 0), updated, or no row when the document was equal.
      const [row] = await s.rows<{ inserted: boolean }>(
        `INSERT INTO ${this.table} AS cur (_id, doc) VALUES ($1, $2::jsonb) ON CONFLICT (_id) DO UPDATE ` +
          `SET doc = EXCLUDED.doc WHERE cur.doc IS DISTINCT FROM EXCLUDED.doc RETURNING (xmax = 0) AS inserted`,
        [id, json],
        true,
      );
      tx?.remember(this.name, id, json);
      return !row ? UNCHANGED : row.inserted ? UPSERTED(id) : MODIFIED;
    }
    const [row] = await s.rows<{ matched: number; modified: number }>(
      `WITH cur AS (SELECT _id FROM ${this.table} WHERE _id = $1 FOR UPDATE), ` +
        `upd AS (UPDATE ${this.table} SET doc = $2::jsonb WHERE _id = (SELECT _id FROM cur) AND doc IS DISTINCT FROM $2::jsonb RETURNING 1) ` +
        `SELECT (SELECT count(*) FROM cur)::int AS matched, (SELECT count(*) FROM upd)::int AS modified`,
      [id, json],
      true,
    );
    const matched = (row?.matched ?? 0) > 0;
    tx?.remember(this.name, id, matched ? json : null);
    if (!matched) return NO_MATCH;
    return row?.modified ? MODIFIED : UNCHANGED;
  }

  private async insertRow(s: PgSession, id: string, json: string): Promise<void> {
    await s.tx?.settle(s, this.name, id);
    await s.count(`INSERT INTO ${this.table} (_id, doc) VALUES ($1, $2::jsonb)`, [id, json], true);
    s.tx?.remember(this.name, id, json);
  }

  /** INSERT ... ON CONFLICT (_id) DO NOTHING: whether the row was inserted. */
  private async insertIfAbsent(s: PgSession, id: string, json: string): Promise<boolean> {
    const inserted = await s.count(
      `INSERT INTO ${this.table} (_id, doc) VALUES ($1, $2::jsonb) ON CONFLICT (_id) DO NOTHING`,
      [id, json],
      true,
    );
    if (inserted > 0) s.tx?.remember(this.name, id, json);
    return inserted > 0;
  }

  /** MongoDB's upsert: the filter's equality fields, then the update with $setOnInsert. */
  private seed(filter: Filter, update: ParsedUpdate): { id: string; json: string } {
    const doc = upsertSeed(filter);
    applyUpdate(doc, update, true);
    if (doc._id === undefined) doc._id = randomUUID();
    const id = documentId(doc, false);
    return { id, json: serializeDocument(doc, id) };
  }
}

/** The document's JSON after the update, or null when the update changes nothing. */
function updatedJson(id: string, json: string, update: ParsedUpdate): string | null {
  const doc = JSON.parse(json) as Record<string, unknown>;
  const before = JSON.stringify(doc);
  applyUpdate(doc, update, false);
  if (doc._id !== id) throw immutableIdError();
  const after = serializeDocument(doc, id);
  return after === before ? null : after;
}
