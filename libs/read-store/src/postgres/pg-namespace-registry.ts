import { migrate, type Migration } from '@buildmentor/postgres';
import type pg from 'pg';
import { ReadStoreUsageError } from '../read-store.errors';
import { sqlState } from './pg-document-codec';
import { type PgNamespaceState } from './pg-namespace-state';
import { literal, quote, REGISTRY_SCHEMA } from './pg-names';

const NAMESPACES = `${REGISTRY_SCHEMA}.namespaces`;
const LIVE = `${REGISTRY_SCHEMA}.live`;
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The registry lives in its own schema. The live pointer is a single row with a foreign key to
 * the namespaces, so "the live namespace exists" holds even against two processes racing (one
 * switching the pointer while another drops that namespace): one of them fails.
 */
const MIGRATIONS: readonly Migration[] = [
  {
    id: '001-namespace-registry',
    sql: `CREATE SCHEMA IF NOT EXISTS ${REGISTRY_SCHEMA};
      CREATE TABLE ${NAMESPACES} (
        name text COLLATE "C" PRIMARY KEY,
        schema_name text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE ${LIVE} (
        id int PRIMARY KEY CHECK (id = 1),
        namespace text COLLATE "C" NOT NULL REFERENCES ${NAMESPACES} (name)
      )`,
  },
];

/** Which namespaces exist and which one is live; created on first use by `migrate`. */
export class PgNamespaceRegistry {
  private ready: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly initial: PgNamespaceState,
  ) {}

  /** Migrates once per provider; a failure (server down) lets the next call try again. */
  prepare(): Promise<void> {
    this.ready ??= this.setUp().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  private async setUp(): Promise<void> {
    await migrate(this.pool, 'read-store', MIGRATIONS);
    await this.register(this.initial);
    // ON CONFLICT: several processes may create the first pointer at once; the first one wins.
    await this.pool.query(`INSERT INTO ${LIVE} (id, namespace) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [
      this.initial.namespace,
    ]);
  }

  /** Records the namespace and creates its schema, under the namespace's DDL lock (one round trip). */
  async register(ns: PgNamespaceState): Promise<void> {
    await this.pool.query(
      ns.ddlScript(
        `CREATE SCHEMA IF NOT EXISTS ${quote(ns.schema)}`,
        `INSERT INTO ${NAMESPACES} (name, schema_name) VALUES (${literal(ns.namespace)}, ${literal(ns.schema)}) ON CONFLICT (name) DO NOTHING`,
      ),
    );
  }

  async live(): Promise<string> {
    await this.prepare();
    const result = await this.pool.query<{ namespace: string }>(`SELECT namespace FROM ${LIVE} WHERE id = 1`);
    const live = result.rows[0]?.namespace;
    if (live === undefined) throw new Error('The read-store registry has no live namespace');
    return live;
  }

  async setLive(namespace: string): Promise<void> {
    await this.prepare();
    try {
      await this.pool.query(`UPDATE ${LIVE} SET namespace = $1 WHERE id = 1`, [namespace]);
    } catch (error) {
      if (sqlState(error) !== FOREIGN_KEY_VIOLATION) throw error;
      throw new ReadStoreUsageError(`Unknown namespace ${namespace}: open it before making it live`);
    }
  }

  async list(): Promise<string[]> {
    await this.prepare();
    const result = await this.pool.query<{ name: string }>(`SELECT name FROM ${NAMESPACES} ORDER BY name`);
    return result.rows.map((row) => row.name);
  }

  /** The live namespace stays registered even when dropped: the pointer must name a namespace. */
  async unregisterUnlessLive(namespace: string): Promise<void> {
    try {
      await this.pool.query(
        `DELETE FROM ${NAMESPACES} WHERE name = $1 AND name <> (SELECT namespace FROM ${LIVE} WHERE id = 1)`,
        [namespace],
      );
    } catch (error) {
      // It became live meanwhile (another process switched to it): it stays.
      if (sqlState(error) !== FOREIGN_KEY_VIOLATION) throw error;
    }
  }
}
