import type Database from 'better-sqlite3';
import { ReadStoreUsageError } from '../read-store.errors';
import { openDatabase } from './sqlite-connection';

/**
 * `registry.sqlite`: which namespaces exist and which one is live. It is a file of its own so that
 * switching the live pointer is one small committed write that every process sees, independent of
 * the (large) namespace files.
 */
export class SqliteNamespaceRegistry {
  private readonly db: Database.Database;

  constructor(file: string, busyTimeoutMs: number, initialNamespace: string) {
    this.db = openDatabase(file, busyTimeoutMs);
    // IMMEDIATE: two processes starting together must not both try to create the first pointer.
    this.db
      .transaction(() => {
        this.db.exec(`CREATE TABLE IF NOT EXISTS namespaces (name TEXT PRIMARY KEY, created_at TEXT NOT NULL);
          CREATE TABLE IF NOT EXISTS live (id INTEGER PRIMARY KEY CHECK (id = 1), namespace TEXT NOT NULL)`);
        this.register(initialNamespace);
        this.db.prepare('INSERT OR IGNORE INTO live (id, namespace) VALUES (1, ?)').run(initialNamespace);
      })
      .immediate();
  }

  register(namespace: string): void {
    this.db
      .prepare('INSERT OR IGNORE INTO namespaces (name, created_at) VALUES (?, ?)')
      .run(namespace, new Date().toISOString());
  }

  live(): string {
    return this.db.prepare('SELECT namespace FROM live WHERE id = 1').pluck().get() as string;
  }

  setLive(namespace: string): void {
    this.db
      .transaction(() => {
        const known = this.db.prepare('SELECT 1 FROM namespaces WHERE name = ?').pluck().get(namespace);
        if (known === undefined) {
          throw new ReadStoreUsageError(`Unknown namespace ${namespace}: open it before making it live`);
        }
        this.db.prepare('UPDATE live SET namespace = ? WHERE id = 1').run(namespace);
      })
      .immediate();
  }

  list(): string[] {
    return this.db.prepare('SELECT name FROM namespaces ORDER BY name').pluck().all() as string[];
  }

  /** The live namespace stays registered even when dropped: the pointer must name a namespace. */
  unregisterUnlessLive(namespace: string): void {
    this.db
      .prepare('DELETE FROM namespaces WHERE name = ? AND name <> (SELECT namespace FROM live WHERE id = 1)')
      .run(namespace);
  }

  close(): void {
    this.db.close();
  }
}
