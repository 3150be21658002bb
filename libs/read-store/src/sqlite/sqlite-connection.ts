import Database from 'better-sqlite3';
import { ReadStoreUsageError } from '../read-store.errors';
import { currentTransaction, runInTransaction } from '../transaction-context';
import { AsyncMutex } from '../async-mutex';

/** A transaction in progress; `done` turns late calls through its `tx` into errors. */
export interface TransactionToken {
  done: boolean;
}

/** How a collection runs its synchronous statements: through the store, or inside a transaction. */
export interface ExecutionScope {
  run<T>(kind: 'read' | 'write', fn: () => T): Promise<T>;
}

const STATEMENT_CACHE_LIMIT = 2_000;

/** Opens a database file with the settings every read-store file shares. */
export function openDatabase(file: string, busyTimeoutMs: number): Database.Database {
  const db = new Database(file);
  // WAL lets the API process read while the projector writes; NORMAL is durable across process
  // crashes (only an OS crash can lose the last commits, which a replay restores); busy_timeout
  // makes a writer wait for the other process's transaction instead of failing at once.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  return db;
}

export function isMissingTable(error: unknown): boolean {
  // Duck-typed on purpose: better-sqlite3 builds its SqliteError once per process, so under a test
  // runner with one realm per file `instanceof Error` can be false for a genuine SQLite error.
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.startsWith('no such table');
}

/**
 * One connection to one namespace file, shared by every handle the provider opened on it: two
 * connections in one process would block each other synchronously (busy_timeout spins the event
 * loop) while a transaction awaits.
 */
export class SqliteConnection implements ExecutionScope {
  readonly db: Database.Database;
  private readonly mutex = new AsyncMutex();
  private readonly statements = new Map<string, Database.Statement>();
  private readonly tables = new Set<string>();
  private readonly atomicFn: Database.Transaction<(fn: () => unknown) => unknown>;
  private activeTx: TransactionToken | null = null;
  private closed = false;

  constructor(file: string, busyTimeoutMs: number) {
    this.db = openDatabase(file, busyTimeoutMs);
    this.atomicFn = this.db.transaction((fn: () => unknown) => fn());
  }

  /** Prepared statements are cached by SQL text; values are parameters, so shapes repeat. */
  statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE_LIMIT) this.statements.clear();
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Tables are created on first write. `quoted` is a validated, double-quoted name. */
  ensureTable(quoted: string, columns = '_id TEXT PRIMARY KEY, doc TEXT NOT NULL'): void {
    if (this.tables.has(quoted)) return;
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${quoted} (${columns})`);
    this.tables.add(quoted);
  }

  /**
   * After a rollback or a drop the tables we created may be gone. Cached statements can stay:
   * SQLite re-prepares them on a schema change (and a read of a dropped table fails as missing).
   */
  forgetTables(): void {
    this.tables.clear();
  }

  /**
   * Runs several statements atomically: a savepoint inside an open transaction (so a failing
   * updateMany leaves nothing half-done), else BEGIN IMMEDIATE (take the write lock before
   * reading, so another process cannot change the rows between our read and our write).
   */
  atomic<T>(fn: () => T): T {
    return this.atomicFn.immediate(fn) as T;
  }

  run<T>(kind: 'read' | 'write', fn: () => T): Promise<T> {
    if (this.closed) return Promise.reject(new ReadStoreUsageError('The read store is closed'));
    if (this.activeTx !== null && currentTransaction() === this.activeTx) {
      // Called from inside this connection's transaction body: waiting for the mutex would deadlock.
      if (kind === 'write') {
        return Promise.reject(
          new ReadStoreUsageError('Inside a transaction body, write through tx.collection(), not the store'),
        );
      }
      try {
        return Promise.resolve(fn());
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return this.mutex.runExclusive(() => {
      if (this.closed) throw new ReadStoreUsageError('The read store is closed');
      return fn();
    });
  }

  async transaction<R>(body: (token: TransactionToken) => Promise<R>): Promise<R> {
    if (this.activeTx !== null && currentTransaction() === this.activeTx) {
      throw new ReadStoreUsageError('Nested transaction() calls are not supported');
    }
    await this.mutex.acquire();
    const token: TransactionToken = { done: false };
    try {
      if (this.closed) throw new ReadStoreUsageError('The read store is closed');
      this.statement('BEGIN IMMEDIATE').run();
      this.activeTx = token;
      try {
        const result = await runInTransaction(token, () => body(token));
        this.statement('COMMIT').run();
        return result;
      } catch (error) {
        if (this.db.inTransaction) this.statement('ROLLBACK').run();
        this.forgetTables();
        throw error;
      }
    } finally {
      token.done = true;
      this.activeTx = null;
      this.mutex.release();
    }
  }

  /** Waits for the running transaction, then closes. Later calls fail with a clear error. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.mutex.acquire();
    try {
      this.closed = true;
      this.statements.clear();
      this.db.close();
    } finally {
      this.mutex.release();
    }
  }
}
