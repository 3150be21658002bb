import { createPostgresPool } from '@buildmentor/postgres';
import type pg from 'pg';
import { assertNamespaceName } from '../names';
import { ReadStoreUsageError } from '../read-store.errors';
import { type ReadStore, type ReadStoreProvider } from '../read-store.port';
import { PgNamespaceRegistry } from './pg-namespace-registry';
import { PgNamespaceState } from './pg-namespace-state';
import { PostgresReadStore } from './postgres-read-store';

export interface PostgresReadStoreProviderOptions {
  url: string;
  /** Most connections the provider holds (each transaction holds one until it ends). */
  poolSize?: number;
  /** The live namespace of a brand-new registry. */
  initialNamespace?: string;
  /** Shown in pg_stat_activity. */
  applicationName?: string;
}

/**
 * Read store on PostgreSQL: one schema per namespace (`rs_<namespace>`, dropped whole by drop()),
 * the registry and live pointer in schema `read_store`. Nothing connects until first use, so the
 * provider can be built from configuration synchronously; the pool reconnects by itself after an
 * outage (the operations that meet it fail with errors `isConnectionError` recognises).
 */
export class PostgresReadStoreProvider implements ReadStoreProvider {
  private readonly pool: pg.Pool;
  private readonly registry: PgNamespaceRegistry;
  private readonly states = new Map<string, PgNamespaceState>();
  private closed = false;

  constructor(options: PostgresReadStoreProviderOptions) {
    const initial = assertNamespaceName(options.initialNamespace ?? 'primary');
    this.pool = createPostgresPool({
      url: options.url,
      max: options.poolSize ?? 10,
      applicationName: options.applicationName ?? 'buildmentor-read-store',
    });
    this.registry = new PgNamespaceRegistry(this.pool, this.state(initial));
  }

  async liveNamespace(): Promise<string> {
    this.assertOpen();
    return this.registry.live();
  }

  async setLiveNamespace(namespace: string): Promise<void> {
    this.assertOpen();
    await this.registry.setLive(assertNamespaceName(namespace));
  }

  async listNamespaces(): Promise<string[]> {
    this.assertOpen();
    return this.registry.list();
  }

  async open(namespace: string): Promise<ReadStore> {
    this.assertOpen();
    const ns = this.state(assertNamespaceName(namespace));
    await this.registry.prepare();
    await this.registry.register(ns);
    return new PostgresReadStore(namespace, this.pool, ns, {
      assertProviderOpen: () => this.assertOpen(),
      dropped: async () => {
        if (!this.closed) await this.registry.unregisterUnlessLive(namespace);
      },
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  /** Handles of one namespace share its state (known tables), so a drop through one is seen by all. */
  private state(namespace: string): PgNamespaceState {
    let state = this.states.get(namespace);
    if (!state) {
      state = new PgNamespaceState(namespace);
      this.states.set(namespace, state);
    }
    return state;
  }

  private assertOpen(): void {
    if (this.closed) throw new ReadStoreUsageError('The read store provider is closed');
  }
}
