import { parseFieldPath } from '../names';
import { type SqliteConnection } from './sqlite-connection';

/** The FTS5 table that mirrors a collection's text fields. */
export const ftsTable = (collection: string) => `"${collection}__fts"`;

/**
 * Creates the FTS5 table and the triggers that keep it equal to the collection on every insert,
 * update and delete, inside the same transaction as the write (so the projector's checkpoint and
 * the search index can never disagree). Existing rows are indexed once when the table is new.
 * The table is contentless: it keeps the index and not a second copy of the text, which the
 * documents hold (searches read the documents; BM25 needs only the index). `contentless_delete`
 * lets the triggers delete a row's entry by rowid. A table made before keeps its content; it
 * works the same.
 */
export function createTextIndex(conn: SqliteConnection, collection: string, fields: readonly string[]): void {
  if (fields.length === 0) throw new Error('A text index needs at least one field');
  const body = (row: 'NEW' | 'OLD') =>
    fields
      .map((field) => `coalesce(json_extract(${row}.doc, '${parseFieldPath(field).jsonPath}'), '')`)
      .join(` || ' ' || `);
  const table = `"${collection}"`;
  const fts = ftsTable(collection);
  const exists =
    conn.db.prepare(`SELECT 1 FROM sqlite_schema WHERE name = ?`).get(`${collection}__fts`) !== undefined;
  conn.ensureTable(table);
  conn.db.exec(`
    CREATE VIRTUAL TABLE IF NOT EXISTS ${fts} USING fts5(
      body, tokenize = 'porter unicode61', content = '', contentless_delete = 1
    );
    CREATE TRIGGER IF NOT EXISTS "${collection}__fts_ai" AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${fts} (rowid, body) VALUES (NEW.rowid, ${body('NEW')});
    END;
    CREATE TRIGGER IF NOT EXISTS "${collection}__fts_ad" AFTER DELETE ON ${table} BEGIN
      DELETE FROM ${fts} WHERE rowid = OLD.rowid;
    END;
    CREATE TRIGGER IF NOT EXISTS "${collection}__fts_au" AFTER UPDATE ON ${table} BEGIN
      DELETE FROM ${fts} WHERE rowid = OLD.rowid;
      INSERT INTO ${fts} (rowid, body) VALUES (NEW.rowid, ${body('NEW')});
    END;
  `);
  if (!exists)
    conn.db.exec(
      `INSERT INTO ${fts} (rowid, body) SELECT rowid, ${body('NEW').replace(/NEW\./g, '')} FROM ${table}`,
    );
}
