import type pg from 'pg';
import { AsyncMutex } from '../async-mutex';
import { ReadStoreUsageError } from '../read-store.errors';
import { translateWriteError } from './pg-document-codec';
import { type PgNamespaceState, type TableInfo } from './pg-namespace-state';
import { PgSession } from './pg-session';

/** JSON text of a document, or null for "known not to exist". */
type KnownDoc = string | null;

/** Most bytes of JSON sent in one batched upsert statement. */
const FLUSH_CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * One open transaction: its client, and what makes a batch cheap. The projector reads each
 * document by _id, folds events into it, and writes it back, hundreds of documents per batch; one
 * round trip per write would dominate the batch. So inside a transaction:
 *
 * - Every document read or written by _id is remembered (`known`), including "does not exist".
 * - A write by _id to a remembered document needs no statement to compute its result (matched,
 *   modified, upserted), so it is buffered (`pending`), and all buffered writes of a collection go
 *   out as one DELETE ... = ANY($1) and one multi-row INSERT ... ON CONFLICT, before any other
 *   statement that could observe them and at commit.
 * - Collections with a unique index besides _id are never buffered: their writes must fail at the
 *   call that breaks the index, and a multi-row upsert could trip over an order-dependent
 *   intermediate state.
 *
 * Reads by _id inside a transaction are therefore repeatable (served from what the transaction
 * saw or wrote); everything else reads committed data plus the transaction's own writes.
 *
 * Operations run one at a time (the mutex), so a read-modify-write never interleaves with another
 * on the same transaction, whatever the body awaits concurrently.
 */
export class PgTxState {
  done = false;
  private failure: unknown = undefined;
  private readonly mutex = new AsyncMutex();
  private readonly known = new Map<string, Map<string, KnownDoc>>();
  private readonly pending = new Map<string, Map<string, KnownDoc>>();
  private readonly createdTables = new Map<string, TableInfo>();
  /** Tables found missing: reads return nothing without asking again in this transaction. */
  private readonly missing = new Set<string>();

  constructor(
    readonly client: pg.PoolClient,
    readonly ns: PgNamespaceState,
    /** The provider's pool: tells this provider's transactions from another provider's. */
    readonly owner: pg.Pool,
  ) {}

  /** Runs one operation of the body, after the ones before it. */
  async serial<R>(fn: (session: PgSession) => Promise<R>): Promise<R> {
    await this.mutex.acquire();
    try {
      if (this.done) throw new ReadStoreUsageError('This transaction has already finished');
      if (this.failure !== undefined) {
        throw new ReadStoreUsageError(
          'An earlier statement of this transaction failed; PostgreSQL can only roll it back now',
        );
      }
      return await fn(new PgSession(this.client, this.ns, this));
    } finally {
      this.mutex.release();
    }
  }

  /** Called by the session on any failed statement. */
  fail(error: unknown): void {
    this.failure ??= error;
  }

  /** The port's error for the failure (a DuplicateKeyError), which commit then reports. */
  translated(raw: unknown, translated: unknown): void {
    if (this.failure === raw) this.failure = translated;
  }

  /** Waits for the operation in flight, writes what is buffered and refuses later calls. */
  async finish(): Promise<void> {
    await this.mutex.acquire();
    try {
      // A body that caught a failed statement and returned normally must not look committed.
      if (this.failure !== undefined) throw this.failure;
      const session = new PgSession(this.client, this.ns, this);
      for (const table of [...this.pending.keys()]) await this.flush(session, table);
    } finally {
      this.done = true;
      this.mutex.release();
    }
  }

  /** After a failure: waits for the operation in flight, then refuses later calls. */
  async abandon(): Promise<void> {
    await this.mutex.acquire();
    this.done = true;
    this.mutex.release();
  }

  // --- tables ---------------------------------------------------------------------------------

  infoOf(table: string): TableInfo | undefined {
    return this.createdTables.get(table) ?? this.ns.info(table);
  }

  created(table: string, info: TableInfo): void {
    this.createdTables.set(table, info);
    this.missing.delete(table);
  }

  /** Whether the table exists, without a statement that could fail (and abort the transaction). */
  async exists(session: PgSession, table: string): Promise<boolean> {
    if (this.infoOf(table)) return true;
    if (this.missing.has(table)) return false;
    const info = await session.lookupTable(table);
    if (!info) this.missing.add(table);
    return info !== undefined;
  }

  /** Tables created here exist for the other handles of the provider once the commit is done. */
  publish(): void {
    for (const [table, info] of this.createdTables) this.ns.remember(table, info);
  }

  // --- documents ------------------------------------------------------------------------------

  /** Writes to this table may be buffered (it exists and has no unique index besides _id). */
  buffering(table: string): boolean {
    const info = this.infoOf(table);
    return info !== undefined && !info.unique;
  }

  /** The document as this transaction last saw it: JSON, null (absent) or undefined (unknown). */
  knownDoc(table: string, id: string): KnownDoc | undefined {
    return this.known.get(table)?.get(id);
  }

  remember(table: string, id: string, json: KnownDoc): void {
    let docs = this.known.get(table);
    if (!docs) this.known.set(table, (docs = new Map()));
    docs.set(id, json);
  }

  /** After a write by filter, the remembered documents of the table may be stale. */
  forgetDocs(table: string): void {
    this.known.delete(table);
  }

  buffer(table: string, id: string, json: KnownDoc): void {
    let writes = this.pending.get(table);
    if (!writes) this.pending.set(table, (writes = new Map()));
    writes.set(id, json);
    this.remember(table, id, json);
  }

  /** Before a statement on one document: its buffered write, if any, must reach the table first. */
  async settle(session: PgSession, table: string, id: string): Promise<void> {
    if (this.pending.get(table)?.has(id)) await this.flush(session, table);
  }

  /**
   * Sets documents by _id (null: deleted), for ReadStoreTransaction.writeDocuments: buffered like
   * any write by _id, or, on a table with a unique index, sent at once so a violation fails here.
   */
  async write(session: PgSession, table: string, writes: ReadonlyMap<string, KnownDoc>): Promise<void> {
    if (this.buffering(table)) {
      for (const [id, json] of writes) this.buffer(table, id, json);
      return;
    }
    await this.flush(session, table);
    await this.send(session, table, writes);
    for (const [id, json] of writes) this.remember(table, id, json);
  }

  /** Sends the table's buffered writes. */
  async flush(session: PgSession, table: string): Promise<void> {
    const writes = this.pending.get(table);
    if (!writes || writes.size === 0) return;
    this.pending.delete(table);
    await this.send(session, table, writes);
  }

  /** Final states by _id as one DELETE and as few multi-row upserts as fit. */
  private async send(
    session: PgSession,
    table: string,
    writes: ReadonlyMap<string, KnownDoc>,
  ): Promise<void> {
    const name = this.ns.table(table);
    const deletes: string[] = [];
    const chunks: string[][] = [[]];
    let bytes = 0;
    for (const [id, json] of writes) {
      if (json === null) {
        deletes.push(id);
        continue;
      }
      if (bytes + json.length > FLUSH_CHUNK_BYTES && bytes > 0) {
        chunks.push([]);
        bytes = 0;
      }
      chunks[chunks.length - 1]!.push(json);
      bytes += json.length + 1;
    }
    try {
      if (deletes.length > 0) {
        await session.count(`DELETE FROM ${name} WHERE _id = ANY($1::text[])`, [deletes], true);
      }
      for (const chunk of chunks) {
        if (chunk.length === 0) continue;
        // One JSON array parameter: PostgreSQL parses it once; no per-row array-literal escaping.
        await session.count(
          `INSERT INTO ${name} (_id, doc) SELECT e ->> '_id', e FROM jsonb_array_elements($1::jsonb) AS e ` +
            `ON CONFLICT (_id) DO UPDATE SET doc = EXCLUDED.doc`,
          [`[${chunk.join(',')}]`],
          true,
        );
      }
    } catch (error) {
      throw translateWriteError(table, error);
    }
  }
}
