import { isReadStoreUnavailable } from '../read-store-unavailable';
import { MongoClient, MongoServerSelectionError } from 'mongodb';
import { MongoUnavailableError } from './mongo-errors';
import {
  DEFAULT_APP_NAME,
  DEFAULT_SERVER_SELECTION_TIMEOUT_MS,
  mongoClientOptions,
  MongoReadStoreProvider,
} from './mongo-read-store.provider';

describe('mongoClientOptions', () => {
  it('names the client and bounds server selection to a few seconds by default', () => {
    expect(mongoClientOptions('mongodb://mongo:27017/?replicaSet=rs0')).toEqual({
      ignoreUndefined: true,
      appName: DEFAULT_APP_NAME,
      serverSelectionTimeoutMS: DEFAULT_SERVER_SELECTION_TIMEOUT_MS,
    });
    expect(DEFAULT_SERVER_SELECTION_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });

  it('takes the process role and timeout given', () => {
    expect(
      mongoClientOptions('mongodb://mongo:27017', {
        appName: 'buildmentor-projector',
        serverSelectionTimeoutMS: 2_000,
      }),
    ).toEqual({ ignoreUndefined: true, appName: 'buildmentor-projector', serverSelectionTimeoutMS: 2_000 });
  });

  it('leaves to the URL what the URL sets (any case), since the driver would let code override it', () => {
    const options = mongoClientOptions(
      'mongodb://a:1,b:2/db?replicaSet=rs0&APPNAME=ops-chosen&serverSelectionTimeoutMS=15000#x',
      { appName: 'buildmentor-api' },
    );
    expect(options).toEqual({ ignoreUndefined: true });
  });

  it('gives the driver options it accepts, and they reach the client', () => {
    const client = new MongoClient(
      'mongodb://127.0.0.1:1/?replicaSet=rs0',
      mongoClientOptions('mongodb://127.0.0.1:1/?replicaSet=rs0', { appName: 'buildmentor-projector' }),
    );
    expect(client.options.appName).toBe('buildmentor-projector');
    expect(client.options.serverSelectionTimeoutMS).toBe(DEFAULT_SERVER_SELECTION_TIMEOUT_MS);
    const fromUrl = new MongoClient(
      'mongodb://127.0.0.1:1/?appName=from-url&serverSelectionTimeoutMS=1234',
      mongoClientOptions('mongodb://127.0.0.1:1/?appName=from-url&serverSelectionTimeoutMS=1234'),
    );
    expect(fromUrl.options.appName).toBe('from-url');
    expect(fromUrl.options.serverSelectionTimeoutMS).toBe(1234);
    // Why: given in code, the driver's option overrides the URL's.
    expect(
      new MongoClient('mongodb://127.0.0.1:1/?appName=from-url', { appName: 'code' }).options.appName,
    ).toBe('code');
  });
});

describe('MongoReadStoreProvider', () => {
  it('creates its client with those options (nothing connects until first use)', async () => {
    const provider = new MongoReadStoreProvider({
      url: 'mongodb://127.0.0.1:1/?replicaSet=rs0',
      database: 'x',
      appName: 'buildmentor-api',
    });
    const client = (provider as unknown as { client: MongoClient }).client;
    expect(client.options.appName).toBe('buildmentor-api');
    expect(client.options.serverSelectionTimeoutMS).toBe(DEFAULT_SERVER_SELECTION_TIMEOUT_MS);
    await provider.close();
  });
});

describe('MongoReadStoreProvider with no server (the real driver)', () => {
  it('fails within the server-selection timeout, with an error the API answers 503', async () => {
    // Nothing listens on port 1: the driver keeps trying until server selection gives up.
    const provider = new MongoReadStoreProvider({
      url: 'mongodb://127.0.0.1:1/?directConnection=true',
      database: 'x',
      serverSelectionTimeoutMS: 300,
    });
    const started = Date.now();
    try {
      const error = await provider.liveNamespace().catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(error).toBeInstanceOf(MongoUnavailableError);
      expect((error as Error).cause).toBeInstanceOf(MongoServerSelectionError);
      expect(isReadStoreUnavailable(error)).toBe(true);
      // Every entry point of the provider reports it the same way, and keeps trying on the next call.
      await expect(provider.open('primary')).rejects.toThrow(MongoUnavailableError);
      await expect(provider.listNamespaces()).rejects.toThrow(MongoUnavailableError);
    } finally {
      await provider.close();
    }
  });
});
