import { type SqlFragment } from './sql-filter.builder';
import { isMissingTable, type SqliteConnection } from './sqlite-connection';

/**
 * Synchronous row operations on one collection's table `(_id TEXT PRIMARY KEY, doc TEXT)`, over
 * cached prepared statements. A table nobody has written yet does not exist: it reads as empty,
 * as a MongoDB collection does, instead of failing with "no such table".
 */
export class SqliteTable {
  readonly quoted: string;

  constructor(
    private readonly conn: SqliteConnection,
    readonly name: string,
  ) {
    this.quoted = `"${name}"`;
  }

  /** Tables are created by the first write that may insert (insert, upsert, createIndex). */
  ensure(): void {
    this.conn.ensureTable(this.quoted);
  }

  /** The first column of the first row, or undefined. */
  value(query: SqlFragment): unknown {
    return this.orMissing(undefined, () =>
      this.conn
        .statement(query.sql)
        .pluck()
        .get(...query.params),
    );
  }

  /** The first column of every row. */
  values(query: SqlFragment): unknown[] {
    return this.orMissing([], () =>
      this.conn
        .statement(query.sql)
        .pluck()
        .all(...query.params),
    );
  }

  /** `[_id, doc]` rows of a `SELECT _id, doc` query. */
  rows(query: SqlFragment): [string, string][] {
    return this.orMissing([], () =>
      this.conn
        .statement(query.sql)
        .raw()
        .all(...query.params),
    ) as [string, string][];
  }

  /** Runs a write statement and returns the number of changed rows. */
  changes(query: SqlFragment): number {
    return this.orMissing(0, () => this.conn.statement(query.sql).run(...query.params).changes);
  }

  exists(id: string): boolean {
    return this.value({ sql: `SELECT 1 FROM ${this.quoted} WHERE _id = ?`, params: [id] }) !== undefined;
  }

  insert(id: string, json: string): void {
    this.conn.statement(`INSERT INTO ${this.quoted} (_id, doc) VALUES (?, ?)`).run(id, json);
  }

  update(id: string, json: string): void {
    this.conn.statement(`UPDATE ${this.quoted} SET doc = ? WHERE _id = ?`).run(json, id);
  }

  /** Inserts the row, or replaces the document of the row with this `_id`, in one statement. */
  upsert(id: string, json: string): void {
    this.conn
      .statement(
        `INSERT INTO ${this.quoted} (_id, doc) VALUES (?, ?) ON CONFLICT (_id) DO UPDATE SET doc = excluded.doc`,
      )
      .run(id, json);
  }

  deleteById(id: string): void {
    this.changes({ sql: `DELETE FROM ${this.quoted} WHERE _id = ?`, params: [id] });
  }

  /** One statement for the common case; `false` when the row is missing or already equal. */
  updateIfChanged(id: string, json: string): boolean {
    const sql = `UPDATE ${this.quoted} SET doc = ? WHERE _id = ? AND doc <> ?`;
    return this.changes({ sql, params: [json, id, json] }) > 0;
  }

  private orMissing<R>(missing: R, fn: () => R): R {
    try {
      return fn();
    } catch (error) {
      if (isMissingTable(error)) return missing;
      throw error;
    }
  }
}
