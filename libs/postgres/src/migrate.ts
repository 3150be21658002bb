import type pg from 'pg';
import { inTransaction } from './pool';

/** One schema change: applied once per database, in list order, never edited after release. */
export interface Migration {
  id: string;
  sql: string;
}

/**
 * Every component's migrations take this one lock, so two processes starting at once (two API
 * instances, an API and a projector) queue behind each other instead of racing on CREATE TABLE.
 * A transaction-scoped advisory lock is released by COMMIT or by the connection dying.
 */
const MIGRATION_LOCK = 0x42_4d_4d_47; // 'BMMG'

/**
 * Applies the component's migrations that this database has not seen, in one transaction under
 * the migration lock. Idempotent: a second call (or a second process) finds them recorded and
 * does nothing.
 */
export async function migrate(
  pool: pg.Pool,
  component: string,
  migrations: readonly Migration[],
): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS bm_migrations (
      component text NOT NULL,
      id text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (component, id)
    )`);
    const applied = await client.query<{ id: string }>('SELECT id FROM bm_migrations WHERE component = $1', [
      component,
    ]);
    const seen = new Set(applied.rows.map((row) => row.id));
    for (const migration of migrations) {
      if (seen.has(migration.id)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO bm_migrations (component, id) VALUES ($1, $2)', [
        component,
        migration.id,
      ]);
    }
  });
}
