import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { createPostgresPool, migrate, type Pool } from '@buildmentor/postgres';
import {
  assertValidBlobKey,
  type BlobMeta,
  type BlobStore,
  type ByteRange,
  type ByteSource,
  clampRange,
  type OpenedBlob,
} from './blob-store.port';
import { fixedChunks } from './fixed-chunks';
import { BLOB_STORE_MIGRATIONS } from './pg-blob-schema';
import { PgChunkStream } from './pg-chunk-stream';

export interface PostgresBlobStoreOptions {
  /** Bytes per chunk row for new uploads (each version records its own). Default 256 KiB. */
  chunkBytes?: number;
  /** How long a replaced or deleted version stays readable for streams already open on it. Default 10 min. */
  retiredGraceMs?: number;
  /** A pending upload older than this is taken for dead (its process crashed) and swept. Default 1 h. */
  abandonedAfterMs?: number;
  /** At most one background sweep per this interval, started after a put or delete. Default 1 min. */
  sweepEveryMs?: number;
  /** End the pool on close() (set when the store created it). */
  ownsPool?: boolean;
}

const DEFAULTS = {
  chunkBytes: 256 * 1024,
  retiredGraceMs: 10 * 60_000,
  abandonedAfterMs: 60 * 60_000,
  sweepEveryMs: 60_000,
};

/** Versions deleted per sweep statement, so a large backlog is removed in small transactions. */
const SWEEP_BATCH = 20;

/**
 * Blobs in PostgreSQL, so that API instances on different machines share uploads with no shared
 * disk. Bytes are chunk rows (see pg-blob-schema.ts); an upload is written under a fresh version
 * id, one short autocommit INSERT per chunk, and published by pointing the key at it in one
 * statement. So readers see the old blob or the whole new one; a source that throws leaves a
 * pending version that is deleted at once; a crash leaves one that nobody points at, which the
 * sweep removes later. Memory is about one chunk per upload and a 64 KiB slice or two per
 * download, and no connection is held between statements: slow clients do not pin the pool.
 *
 * Why chunk rows rather than large objects (lo_*): large-object descriptors only live inside a
 * transaction (or each chunk is a separate lo_put anyway), orphaned objects need lo_unlink or
 * vacuumlo instead of an ON DELETE CASCADE, and pg_largeobject is not carried by logical
 * replication, which managed-PostgreSQL upgrades and migrations rely on. Chunk rows are ordinary
 * rows: replicated, dumped, cascaded, and range reads are a primary-key lookup.
 */
export class PostgresBlobStore implements BlobStore {
  private readonly options: Required<Omit<PostgresBlobStoreOptions, 'ownsPool'>>;
  private migrated: Promise<void> | undefined;
  private lastSweepAt = 0;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly settings: PostgresBlobStoreOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...definedOnly(settings) };
  }

  /** A store on its own pool, its schema migrated: what createBlobStore uses. */
  static async connect(config: { url: string; poolSize?: number }): Promise<PostgresBlobStore> {
    const pool = createPostgresPool({
      url: config.url,
      max: config.poolSize,
      applicationName: 'buildmentor-blobs',
    });
    const store = new PostgresBlobStore(pool, { ownsPool: true });
    try {
      await store.migrate();
    } catch (error) {
      await pool.end();
      throw error;
    }
    return store;
  }

  /** Creates the tables if needed; every operation waits for it, and a failure is retried next time. */
  migrate(): Promise<void> {
    this.migrated ??= migrate(this.pool, 'blob-store', BLOB_STORE_MIGRATIONS).catch((error: unknown) => {
      this.migrated = undefined;
      throw error;
    });
    return this.migrated;
  }

  async putStream(key: string, source: ByteSource, meta: BlobMeta): Promise<{ sizeBytes: number }> {
    assertValidBlobKey(key);
    await this.migrate();
    const versionId = randomUUID();
    const { chunkBytes } = this.options;
    await this.pool.query(
      'INSERT INTO blob_versions (version_id, blob_key, meta, chunk_bytes) VALUES ($1, $2, $3, $4)',
      [versionId, key, JSON.stringify(meta), chunkBytes],
    );
    let sizeBytes = 0;
    try {
      let seq = 0;
      // Each piece is written before the next is read: the source waits for the database, and the
      // reused piece buffer is free again once its INSERT has returned.
      for await (const piece of fixedChunks(source, chunkBytes)) {
        await this.pool.query('INSERT INTO blob_chunks (version_id, seq, bytes) VALUES ($1, $2, $3)', [
          versionId,
          seq++,
          piece,
        ]);
        sizeBytes += piece.length;
      }
      await this.publish(key, versionId, sizeBytes);
    } catch (error) {
      await this.discard(versionId);
      throw error;
    }
    this.sweepSoon();
    return { sizeBytes };
  }

  async openRead(key: string, range?: ByteRange): Promise<OpenedBlob | null> {
    assertValidBlobKey(key);
    await this.migrate();
    const { rows } = await this.pool.query<{
      version_id: string;
      meta: BlobMeta;
      size_bytes: string;
      chunk_bytes: number;
    }>(
      `SELECT v.version_id, v.meta, v.size_bytes, v.chunk_bytes
         FROM blobs b JOIN blob_versions v USING (version_id) WHERE b.blob_key = $1`,
      [key],
    );
    const row = rows[0];
    if (!row) return null;
    const sizeBytes = Number(row.size_bytes);
    const { start, end } = clampRange(sizeBytes, range);
    const stream =
      end === start
        ? Readable.from([])
        : new PgChunkStream(
            this.pool,
            { key, versionId: row.version_id, chunkBytes: row.chunk_bytes },
            start,
            end,
          );
    return { meta: row.meta, sizeBytes, stream };
  }

  async delete(key: string): Promise<void> {
    assertValidBlobKey(key);
    await this.migrate();
    // One statement: the pointer goes and its version is retired together. A concurrent publish
    // holds the key's row lock; this waits for it and then removes whatever it published.
    await this.pool.query(
      `WITH gone AS (DELETE FROM blobs WHERE blob_key = $1 RETURNING version_id)
       UPDATE blob_versions SET retired_at = now() WHERE version_id IN (SELECT version_id FROM gone)`,
      [key],
    );
    this.sweepSoon();
  }

  /**
   * Deletes versions retired longer ago than the grace period and pending uploads older than
   * `abandonedAfterMs` (their process died), a small batch per statement. Safe to run from several
   * instances at once (SKIP LOCKED). Runs by itself after puts and deletes; exposed for tests and
   * for a maintenance job.
   */
  async sweep(): Promise<{ versions: number }> {
    await this.migrate();
    let versions = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(
        `DELETE FROM blob_versions WHERE version_id IN (
           SELECT version_id FROM blob_versions
            WHERE retired_at < now() - $1::float8 * interval '1 millisecond'
               OR (size_bytes IS NULL AND created_at < now() - $2::float8 * interval '1 millisecond')
            LIMIT $3 FOR UPDATE SKIP LOCKED)`,
        [this.options.retiredGraceMs, this.options.abandonedAfterMs, SWEEP_BATCH],
      );
      versions += rowCount ?? 0;
      if ((rowCount ?? 0) < SWEEP_BATCH) return { versions };
    }
  }

  /** Waits for a background sweep, then ends the pool if this store created it. */
  async close(): Promise<void> {
    await this.sweeping;
    if (this.settings.ownsPool) await this.pool.end();
  }

  /**
   * Publishes a completed upload in ONE statement, so it is atomic without an explicit
   * transaction (and no connection is held checked out across round trips): the version gets its
   * size, the key points at it, and the version it displaced is retired. ON CONFLICT DO UPDATE
   * locks the key's row and sees its latest committed value, so of two racing puts the later
   * retires exactly the version the earlier one published.
   */
  private async publish(key: string, versionId: string, sizeBytes: number): Promise<void> {
    const { rowCount } = await this.pool.query(
      `WITH completed AS (
         UPDATE blob_versions SET size_bytes = $3 WHERE version_id = $2 AND size_bytes IS NULL
         RETURNING version_id
       ), swapped AS (
         INSERT INTO blobs AS b (blob_key, version_id) SELECT $1, version_id FROM completed
         ON CONFLICT (blob_key) DO UPDATE
           SET version_id = EXCLUDED.version_id, replaced_version_id = b.version_id, updated_at = now()
         RETURNING b.replaced_version_id
       ), retired AS (
         UPDATE blob_versions SET retired_at = now()
          WHERE version_id IN (SELECT replaced_version_id FROM swapped)
       )
       SELECT 1 FROM swapped`,
      [key, versionId, sizeBytes],
    );
    // Nothing completed: the sweep took the version for abandoned (it ran past abandonedAfterMs).
    if (rowCount !== 1) throw new Error(`upload of ${key} was abandoned before it completed`);
  }

  /**
   * Removes a failed upload's version and chunks. Best effort: when the database is what failed,
   * this fails too and the sweep removes the version later. A version the key points at is left
   * alone (a publish whose reply was lost with the connection may have committed).
   */
  private async discard(versionId: string): Promise<void> {
    await this.pool
      .query(
        `DELETE FROM blob_versions WHERE version_id = $1
           AND NOT EXISTS (SELECT 1 FROM blobs WHERE version_id = $1)`,
        [versionId],
      )
      .catch(() => undefined);
  }

  /** Housekeeping rides on writes: no timers, and every instance takes a share. */
  private sweepSoon(): void {
    const now = Date.now();
    if (this.sweeping || now - this.lastSweepAt < this.options.sweepEveryMs) return;
    this.lastSweepAt = now;
    this.sweeping = this.sweep()
      .catch(() => undefined)
      .finally(() => (this.sweeping = undefined));
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
