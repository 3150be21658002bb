import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { assertNamespaceName } from '../names';
import { ReadStoreUsageError } from '../read-store.errors';
import { type ReadStore, type ReadStoreProvider } from '../read-store.port';
import { SqliteConnection } from './sqlite-connection';
import { SqliteNamespaceRegistry } from './sqlite-namespace-registry';
import { SqliteReadStore } from './sqlite-read-store';

export interface SqliteReadStoreProviderOptions {
  /** Folder holding `registry.sqlite` and one `<namespace>.sqlite` per namespace. */
  directory: string;
  /** The live namespace of a brand-new registry. */
  initialNamespace?: string;
  /** How long a write waits for another process's transaction before failing. */
  busyTimeoutMs?: number;
}

interface SharedConnection {
  connection: SqliteConnection;
  handles: number;
}

/**
 * Embedded read store: SQLite files in one folder. Everything is opened lazily, so constructing
 * the provider touches no disk. Handles opened on the same namespace share one connection (and
 * its transaction mutex), released when the last handle closes.
 */
export class SqliteReadStoreProvider implements ReadStoreProvider {
  private registryInstance: SqliteNamespaceRegistry | null = null;
  private readonly connections = new Map<string, SharedConnection>();
  private readonly directory: string;
  private readonly initialNamespace: string;
  private readonly busyTimeoutMs: number;
  private closed = false;

  constructor(options: SqliteReadStoreProviderOptions) {
    this.directory = options.directory;
    this.initialNamespace = assertNamespaceName(options.initialNamespace ?? 'primary');
    this.busyTimeoutMs = options.busyTimeoutMs ?? 5_000;
  }

  async liveNamespace(): Promise<string> {
    return this.registry().live();
  }

  async setLiveNamespace(namespace: string): Promise<void> {
    this.registry().setLive(assertNamespaceName(namespace));
  }

  async listNamespaces(): Promise<string[]> {
    return this.registry().list();
  }

  async open(namespace: string): Promise<ReadStore> {
    assertNamespaceName(namespace);
    const registry = this.registry();
    registry.register(namespace);
    let shared = this.connections.get(namespace);
    if (!shared) {
      shared = { connection: new SqliteConnection(this.fileOf(namespace), this.busyTimeoutMs), handles: 0 };
      this.connections.set(namespace, shared);
    }
    shared.handles++;
    const current = shared;
    return new SqliteReadStore(namespace, current.connection, {
      release: () => this.release(namespace, current),
      dropped: () => {
        if (!this.closed) registry.unregisterUnlessLive(namespace);
      },
    });
  }

  /** The file a namespace lives in (useful for operators and tests). */
  fileOf(namespace: string): string {
    return join(this.directory, `${assertNamespaceName(namespace)}.sqlite`);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const shared = [...this.connections.values()];
    this.connections.clear();
    await Promise.all(shared.map(({ connection }) => connection.close()));
    this.registryInstance?.close();
    this.registryInstance = null;
  }

  private async release(namespace: string, shared: SharedConnection): Promise<void> {
    shared.handles--;
    if (shared.handles > 0) return;
    if (this.connections.get(namespace) === shared) this.connections.delete(namespace);
    await shared.connection.close();
  }

  private registry(): SqliteNamespaceRegistry {
    if (this.closed) throw new ReadStoreUsageError('The read store provider is closed');
    if (!this.registryInstance) {
      mkdirSync(this.directory, { recursive: true });
      this.registryInstance = new SqliteNamespaceRegistry(
        join(this.directory, 'registry.sqlite'),
        this.busyTimeoutMs,
        this.initialNamespace,
      );
    }
    return this.registryInstance;
  }
}
