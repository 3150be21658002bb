import { type Collection, type Db, MongoClient, type MongoClientOptions, MongoServerError } from 'mongodb';
import { assertNamespaceName } from '../names';
import { ReadStoreUsageError } from '../read-store.errors';
import { type ReadStore, type ReadStoreProvider } from '../read-store.port';
import { portErrors } from './mongo-errors';
import { MongoReadStore } from './mongo-read-store';

export interface MongoReadStoreProviderOptions {
  url: string;
  database: string;
  /** The live namespace of a brand-new registry. */
  initialNamespace?: string;
  /** An already configured client (its lifetime stays with the caller; the options below are not applied). */
  client?: MongoClient;
  /**
   * The client's name in the server's logs, `currentOp` and profiler, so an operator can tell the
   * API's connections from the projector's (e.g. `buildmentor-projector`). An `appName` in the URL wins.
   */
  appName?: string;
  /**
   * How long an operation waits for a usable server before it fails. The driver's default is
   * 30 s, during which a request or a batch would hang; a few seconds make an outage an error the
   * API answers 503 and the projector retries. A `serverSelectionTimeoutMS` in the URL wins.
   */
  serverSelectionTimeoutMS?: number;
}

export const DEFAULT_APP_NAME = 'buildmentor-read-store';
export const DEFAULT_SERVER_SELECTION_TIMEOUT_MS = 5_000;

/**
 * The options of the client the provider creates. The driver lets an option given in code
 * override the same one in the URL; here the URL (the operator's setting) wins, so these are
 * defaults only for what the URL leaves out.
 */
export function mongoClientOptions(
  url: string,
  options: Pick<MongoReadStoreProviderOptions, 'appName' | 'serverSelectionTimeoutMS'> = {},
): MongoClientOptions {
  const inUrl = urlOptionNames(url);
  return {
    // ignoreUndefined: an undefined field is dropped, as JSON (the SQLite store) drops it.
    ignoreUndefined: true,
    ...(inUrl.has('appname') ? {} : { appName: options.appName ?? DEFAULT_APP_NAME }),
    ...(inUrl.has('serverselectiontimeoutms')
      ? {}
      : {
          serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? DEFAULT_SERVER_SELECTION_TIMEOUT_MS,
        }),
  };
}

/** Lower-cased names of the options in a connection string's query (the driver's are case-insensitive). */
function urlOptionNames(url: string): Set<string> {
  const query = url.split('#')[0]!.split('?')[1] ?? '';
  const names = new Set<string>();
  for (const pair of query.split('&')) {
    const key = pair.split('=')[0]!;
    if (key === '') continue;
    try {
      names.add(decodeURIComponent(key).toLowerCase());
    } catch {
      names.add(key.toLowerCase());
    }
  }
  return names;
}

/** `_namespaces` holds one document per namespace plus the live pointer (an id no namespace can have). */
type RegistryDoc =
  | { _id: string; kind: 'namespace'; createdAt: string }
  | { _id: typeof LIVE_POINTER; kind: 'live'; namespace: string };

const LIVE_POINTER = ':live';

/**
 * Production read store. Connects on first use and creates the registry then. Transactions need
 * a replica set (docker-compose runs MongoDB as a single-node one). The driver reconnects by
 * itself after an outage; meanwhile operations fail after the server-selection timeout with a
 * MongoUnavailableError, which isReadStoreUnavailable recognises.
 */
export class MongoReadStoreProvider implements ReadStoreProvider {
  private readonly client: MongoClient;
  private readonly ownsClient: boolean;
  private readonly initialNamespace: string;
  private ready: Promise<Db> | null = null;
  private closed = false;

  constructor(private readonly options: MongoReadStoreProviderOptions) {
    this.ownsClient = options.client === undefined;
    this.client = options.client ?? new MongoClient(options.url, mongoClientOptions(options.url, options));
    this.initialNamespace = assertNamespaceName(options.initialNamespace ?? 'primary');
  }

  async liveNamespace(): Promise<string> {
    const pointer = await portErrors('_namespaces', async () =>
      (await this.registry()).findOne({ _id: LIVE_POINTER }),
    );
    if (pointer?.kind !== 'live') throw new Error('The read-store registry has no live namespace');
    return pointer.namespace;
  }

  async setLiveNamespace(namespace: string): Promise<void> {
    assertNamespaceName(namespace);
    await portErrors('_namespaces', async () => {
      const registry = await this.registry();
      if (!(await registry.findOne({ _id: namespace, kind: 'namespace' }))) {
        throw new ReadStoreUsageError(`Unknown namespace ${namespace}: open it before making it live`);
      }
      await registry.updateOne({ _id: LIVE_POINTER }, { $set: { namespace } });
    });
  }

  async listNamespaces(): Promise<string[]> {
    return portErrors('_namespaces', async () => {
      const registry = await this.registry();
      const docs = await registry.find({ kind: 'namespace' }).sort({ _id: 1 }).toArray();
      return docs.map((doc) => doc._id);
    });
  }

  async open(namespace: string): Promise<ReadStore> {
    assertNamespaceName(namespace);
    const { registry, db } = await portErrors('_namespaces', async () => {
      const registry = await this.registry();
      await ignoreDuplicate(this.register(registry, namespace));
      return { registry, db: await this.database() };
    });
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
