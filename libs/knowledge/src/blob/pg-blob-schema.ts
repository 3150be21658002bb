import { type Migration } from '@buildmentor/postgres';

/**
 * Three tables, so that a blob becomes visible by changing one small row:
 *
 * - blob_versions: one row per upload attempt, created before the first byte is written. A
 *   version is *pending* while size_bytes is NULL, *live* once blobs points at it, *retired* once
 *   it was replaced or deleted (retired_at), and is removed by the sweep after a grace period.
 * - blob_chunks: the bytes, in fixed-size rows keyed by (version, seq). Written one short
 *   autocommit statement each, so an upload never holds a transaction open while the client sends.
 * - blobs: key -> live version. The only table readers start from, so a version nobody points at
 *   (an upload still running, failed, or cut off by a crash) is invisible. replaced_version_id is
 *   the version the last publish displaced: ON CONFLICT DO UPDATE can read the row it replaces
 *   but RETURNING (before PostgreSQL 18) cannot, so the old id is passed out through this column.
 *
 * bytes is stored EXTERNAL (out of line, not compressed): uploads are mostly PDF, DOCX and images,
 * already compressed, so pglz would spend CPU on every chunk for nothing; and uncompressed
 * out-of-line values let substring() read only the TOAST slices a range asks for.
 */
export const BLOB_STORE_MIGRATIONS: readonly Migration[] = [
  {
    id: '001-blob-tables',
    sql: `
      CREATE TABLE blob_versions (
        version_id uuid PRIMARY KEY,
        blob_key text NOT NULL,
        meta jsonb NOT NULL,
        chunk_bytes integer NOT NULL CHECK (chunk_bytes > 0),
        size_bytes bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        retired_at timestamptz
      );
      CREATE INDEX blob_versions_pending ON blob_versions (created_at) WHERE size_bytes IS NULL;
      CREATE INDEX blob_versions_retired ON blob_versions (retired_at) WHERE retired_at IS NOT NULL;

      CREATE TABLE blob_chunks (
        version_id uuid NOT NULL REFERENCES blob_versions ON DELETE CASCADE,
        seq integer NOT NULL CHECK (seq >= 0),
        bytes bytea NOT NULL,
        PRIMARY KEY (version_id, seq)
      );
      ALTER TABLE blob_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL;

      CREATE TABLE blobs (
        blob_key text PRIMARY KEY,
        version_id uuid NOT NULL UNIQUE REFERENCES blob_versions,
        replaced_version_id uuid,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];
