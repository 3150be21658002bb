import type pg from 'pg';
import { ReadStoreUsageError } from '../read-store.errors';
import { currentTransaction } from '../transaction-context';
import { atomically } from './pg-client';
import { sqlState, translateWriteError, UNDEFINED_TABLE } from './pg-document-codec';
import { type PgNamespaceState } from './pg-namespace-state';
import { PgSession } from './pg-session';
import { PgTxState } from './pg-tx-state';

/**
 * One collection operation. `read` is one or more reads; `write` is one statement (atomic alone);
 * `atomic` reads then writes, so outside a transaction it runs in one of its own with the rows
 * locked (SELECT ... FOR UPDATE).
 */
export interface PgOperation<R> {
  kind: 'read' | 'write' | 'atomic';
  /** The operation may insert: the table is created first. */
  mayInsert?: boolean;
  /** The result when the table does not exist (a collection never written reads as empty). */
  missing: R;
  body(session: PgSession): Promise<R>;
}

/** Where a collection's operations run: a transaction, or the pool (through a store handle). */
export interface PgScope {
  run<R>(table: string, operation: PgOperation<R>): Promise<R>;
}

/** Inside a transaction body: every operation on the transaction's client, one at a time. */
export class PgTxScope implements PgScope {
  constructor(private readonly tx: PgTxState) {}

  run<R>(table: string, operation: PgOperation<R>): Promise<R> {
    return this.tx.serial(async (session) => {
      try {
        if (operation.mayInsert) await session.ensureTable(table);
        // A statement on a missing table would abort the whole transaction: ask the catalog.
        else if (!(await this.tx.exists(session, table))) return operation.missing;
        return await operation.body(session);
      } catch (error) {
        const translated = translateWriteError(table, error);
        this.tx.translated(error, translated);
        throw translated;
      }
    });
  }
}

export interface StoreContext {
  readonly pool: pg.Pool;
  /** Throws ReadStoreUsageError when the handle or its provider is closed. */
  assertOpen(): void;
}

/**
 * A store handle's operations: one statement on any pooled connection, auto-committed. Called
 * from inside a transaction body of the same provider, a write is refused (it would escape the
 * transaction) and a read of the same namespace joins the transaction (it sees its writes, as in
 * SQLite, and cannot wait for a pooled connection the transaction itself holds).
 */
export class PgStoreScope implements PgScope {
  constructor(
    private readonly context: StoreContext,
    private readonly ns: PgNamespaceState,
  ) {}

  async run<R>(table: string, operation: PgOperation<R>): Promise<R> {
    this.context.assertOpen();
    const active = activeTransaction(this.context.pool);
    if (active) {
      if (operation.kind !== 'read') {
        throw new ReadStoreUsageError(
          'Inside a transaction body, write through tx.collection(), not the store',
        );
      }
      if (active.ns === this.ns) return new PgTxScope(active).run(table, operation);
    }
    return this.autoCommit(table, operation, true);
  }

  private async autoCommit<R>(table: string, operation: PgOperation<R>, retry: boolean): Promise<R> {
    const { pool } = this.context;
    try {
      if (operation.mayInsert) await new PgSession(pool, this.ns, null).ensureTable(table);
      if (operation.kind === 'atomic') {
        return await atomically(pool, (client) => operation.body(new PgSession(client, this.ns, null)));
      }
      return await operation.body(new PgSession(pool, this.ns, null));
    } catch (error) {
      if (sqlState(error) === UNDEFINED_TABLE) {
        // Not written yet, or dropped by another process since this one last saw it.
        this.ns.forget(table);
        if (!operation.mayInsert) return operation.missing;
        if (retry) return this.autoCommit(table, operation, false);
      }
      throw translateWriteError(table, error);
    }
  }
}

/** The transaction of this provider the caller runs inside, if any. */
export function activeTransaction(pool: pg.Pool): PgTxState | undefined {
  const active = currentTransaction();
  return active instanceof PgTxState && active.owner === pool ? active : undefined;
}
