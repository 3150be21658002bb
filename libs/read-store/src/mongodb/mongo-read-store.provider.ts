import { type Collection, type Db, MongoClient, MongoServerError } from 'mongodb';
import { assertNamespaceName } from '../names';
import { ReadStoreUsageError } from '../read-store.errors';
import { type ReadStore, type ReadStoreProvider } from '../read-store.port';
import { MongoReadStore } from './mongo-read-store';

export interface MongoReadStoreProviderOptions {
  url: string;
  database: string;
  /** The live namespace of a brand-new registry. */
  initialNamespace?: string;
  /** An already configured client (its lifetime stays with the caller). */
  client?: MongoClient;
}

/** `_namespaces` holds one document per namespace plus the live pointer (an id no namespace can have). */
type RegistryDoc =
  | { _id: string; kind: 'namespace'; createdAt: string }
  | { _id: typeof LIVE_POINTER; kind: 'live'; namespace: string };

const LIVE_POINTER = ':live';

/**
 * Production read store. Connects on first use and creates the registry then. Transactions need
 * a replica set (docker-compose runs MongoDB as a single-node one).
 */
export class MongoReadStoreProvider implements ReadStoreProvider {
  private readonly client: MongoClient;
  private readonly ownsClient: boolean;
  private readonly initialNamespace: string;
  private ready: Promise<Db> | null = null;
  private closed = false;

  constructor(private readonly options: MongoReadStoreProviderOptions) {
    this.ownsClient = options.client === undefined;
    // ignoreUndefined: an undefined field is dropped, as JSON (the SQLite store) drops it.
    this.client = options.client ?? new MongoClient(options.url, { ignoreUndefined: true });
    this.initialNamespace = assertNamespaceName(options.initialNamespace ?? 'primary');
  }

  async liveNamespace(): Promise<string> {
    const pointer = await (await this.registry()).findOne({ _id: LIVE_POINTER });
    if (pointer?.kind !== 'live') throw new Error('The read-store registry has no live namespace');
    return pointer.namespace;
  }

  async setLiveNamespace(namespace: string): Promise<void> {
    assertNamespaceName(namespace);
    const registry = await this.registry();
    if (!(await registry.findOne({ _id: namespace, kind: 'namespace' }))) {
      throw new ReadStoreUsageError(`Unknown namespace ${namespace}: open it before making it live`);
    }
    await registry.updateOne({ _id: LIVE_POINTER }, { $set: { namespace } });
  }

  async listNamespaces(): Promise<string[]> {
    const registry = await this.registry();
    const docs = await registry.find({ kind: 'namespace' }).sort({ _id: 1 }).toArray();
    return docs.map((doc) => doc._id);
  }

  async open(namespace: string): Promise<ReadStore> {
    assertNamespaceName(namespace);
    const registry = await this.registry();
    await ignoreDuplicate(this.register(registry, namespace));
    const db = await this.database();
    return new MongoReadStore(namespace, db, this.client, {
      dropped: async () => {
        const live = await this.liveNamespace();
        if (live !== namespace) await registry.deleteOne({ _id: namespace, kind: 'namespace' });
      },
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.ownsClient) await this.client.close();
  }

  private async registry(): Promise<Collection<RegistryDoc>> {
    return (await this.database()).collection<RegistryDoc>('_namespaces');
  }

  private database(): Promise<Db> {
    if (this.closed) return Promise.reject(new ReadStoreUsageError('The read store provider is closed'));
    this.ready ??= this.connect().catch((error: unknown) => {
      this.ready = null; // let the next call try again
      throw error;
    });
    return this.ready;
  }

  private async connect(): Promise<Db> {
    await this.client.connect();
    const db = this.client.db(this.options.database, { ignoreUndefined: true });
    const registry = db.collection<RegistryDoc>('_namespaces');
    await ignoreDuplicate(this.register(registry, this.initialNamespace));
    await ignoreDuplicate(
      registry.updateOne(
        { _id: LIVE_POINTER },
        { $setOnInsert: { kind: 'live', namespace: this.initialNamespace } },
        { upsert: true },
      ),
    );
    return db;
  }

  private async register(registry: Collection<RegistryDoc>, namespace: string): Promise<void> {
    await registry.updateOne(
      { _id: namespace },
      { $setOnInsert: { kind: 'namespace', createdAt: new Date().toISOString() } },
      { upsert: true },
    );
  }
}

/** Two processes upserting the same registry document at once: one of them gets code 11000. */
async function ignoreDuplicate(operation: Promise<unknown>): Promise<void> {
  try {
    await operation;
  } catch (error) {
    if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
  }
}
