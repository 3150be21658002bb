import { type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { loadConfig } from '@buildmentor/config';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { createTestDatabase } from '@buildmentor/postgres/testing';
import { PROJECTOR_MAIN, spawnTsEntry, stopChild } from '@buildmentor/test-harness';
import { type AppOverrides } from '../app.module';
import { createApp } from '../create-app';

/**
 * The real API on real embedded stores in a temp folder, with the real projector running as its
 * own process (as in production), so queries see what commands wrote.
 */
export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  eventStore: EventStore;
  dataDir: string;
  signIn(body?: Record<string, unknown>): Promise<{ token: string; uid: string; position: number }>;
  close(): Promise<void>;
}

/**
 * The stores under test: the embedded ones, unless E2E_STORES=postgres (a fresh database per app
 * on the PostgreSQL server) or E2E_STORES=eventstoredb points the suite at
 * the servers EVENTSTORE_URL and MONGODB_URL name (hosted CI, .github/workflows/integration.yml).
 * Each app then gets a MongoDB database of its own (uploads in its GridFS); the event log is the
 * server's, shared, so a run gives each test file a fresh server.
 */
async function serverStores(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const stores = process.env['E2E_STORES'] ?? 'sqlite';
  if (stores === 'sqlite') return { env: {}, drop: async () => undefined };
  if (stores === 'postgres') {
    // A database of its own per app, on the server POSTGRES_URL names (the local one in jest).
    const database = await createTestDatabase('e2e');
    return {
      env: { EVENT_STORE: 'postgres', READ_STORE: 'postgres', POSTGRES_URL: database.url },
      drop: () => database.drop(),
    };
  }
  const eventStoreUrl = process.env['EVENTSTORE_URL'];
  const mongoUrl = process.env['MONGODB_URL'];
  if (stores !== 'eventstoredb' || !eventStoreUrl || !mongoUrl) {
    throw new Error(
      'E2E_STORES must be sqlite (the default), postgres, or eventstoredb with EVENTSTORE_URL and MONGODB_URL',
    );
  }
  return {
    env: {
      EVENT_STORE: 'eventstoredb',
      EVENTSTORE_URL: eventStoreUrl,
      READ_STORE: 'mongodb',
      MONGODB_URL: mongoUrl,
      MONGODB_DATABASE: `e2e_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`,
    },
    drop: async () => undefined,
  };
}

export async function startTestApp(
  options: { env?: Record<string, string>; overrides?: AppOverrides; projector?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bm-api-'));
  const stores = await serverStores();
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    MIN_POSITION_WAIT_MS: '10000',
    ...stores.env,
    ...options.env,
  };
  const config = loadConfig(env);
  const app = await createApp(config, options.overrides);
  await app.init();
  const http = request(app.getHttpServer());
  let projector: ChildProcess | null = null;
  if (options.projector !== false) {
    projector = spawnTsEntry(PROJECTOR_MAIN, ['run'], env, ['ignore', 'ignore', 'inherit']);
  }
  return {
    app,
    http,
    eventStore: app.get<EventStore>(EVENT_STORE),
    dataDir,
    async signIn(body = {}) {
      const response = await http.post('/api/auth/demo').send(body).expect(200);
      return { token: response.body.token, uid: response.body.user.uid, position: response.body.position };
    },
    async close() {
      if (projector) await stopChild(projector);
      await app.close();
      await stores.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app on a real loopback socket (fetch can then read a stream as it arrives); its base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  const server = t.app.getHttpServer();
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** The request header a signed-in call carries: `.set(auth(token))` with supertest, or fetch's headers. */
export function auth(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}
