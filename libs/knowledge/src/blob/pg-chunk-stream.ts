import { Readable } from 'node:stream';
import { type Pool } from '@buildmentor/postgres';

/** The version being read was swept (replaced or deleted longer ago than the grace period). */
export class BlobVanishedError extends Error {
  constructor(key: string) {
    super(`blob ${JSON.stringify(key)} was removed while it was being read`);
    this.name = 'BlobVanishedError';
  }
}

/**
 * Bytes fetched per query. Smaller than a chunk row: node-postgres receives bytea as hex text (two
 * characters a byte) and copies it twice on the way to a Buffer, so a 64 KiB slice costs a few
 * hundred KiB in flight per download instead of over a megabyte, and a stalled download holds one
 * slice. The price is four short primary-key queries per 256 KiB chunk instead of one.
 */
const READ_SLICE_BYTES = 64 * 1024;

export interface ChunkedVersion {
  key: string;
  versionId: string;
  chunkBytes: number;
}

/**
 * Streams `[start, end)` of one blob version from its chunk rows, one slice of a row per `_read`,
 * fetched only when the consumer wants more: the high-water mark is one slice, so a slow download
 * holds about one slice in memory and no connection between reads (each fetch borrows a pooled
 * connection for one short query). Only the chunks overlapping the range are read, and of those
 * only the bytes inside it (substring on an uncompressed value reads just those TOAST slices).
 *
 * It reads one version by id, never "the blob under this key", so a concurrent replace cannot mix
 * old and new bytes; if the version is swept mid-way the stream fails instead of ending short.
 */
export class PgChunkStream extends Readable {
  private position: number;

  constructor(
    private readonly pool: Pool,
    private readonly version: ChunkedVersion,
    start: number,
    private readonly end: number,
  ) {
    // One slice buffered ahead at most: the next is fetched when the consumer takes this one.
    super({ highWaterMark: Math.min(READ_SLICE_BYTES, version.chunkBytes) });
    this.position = start;
  }

  override _read(): void {
    if (this.position >= this.end) {
      this.push(null);
      return;
    }
    const { versionId, chunkBytes } = this.version;
    const seq = Math.floor(this.position / chunkBytes);
    const chunkStart = seq * chunkBytes;
    const from = this.position - chunkStart;
    const length = Math.min(this.end - chunkStart, chunkBytes, from + READ_SLICE_BYTES) - from;
    this.pool
      .query<{ bytes: Buffer }>(
        'SELECT substring(bytes FROM $3 FOR $4) AS bytes FROM blob_chunks WHERE version_id = $1 AND seq = $2',
        [versionId, seq, from + 1, length],
      )
      .then(
        ({ rows }) => {
          if (this.destroyed) return;
          const bytes = rows[0]?.bytes;
          if (!bytes || bytes.length !== length) {
            this.destroy(new BlobVanishedError(this.version.key));
            return;
          }
          this.position += length;
          this.push(bytes);
        },
        (error: Error) => this.destroy(error),
      );
  }
}
