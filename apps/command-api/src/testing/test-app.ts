import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { loadConfig } from '@buildmentor/config';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
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

export async function startTestApp(
  options: { env?: Record<string, string>; overrides?: AppOverrides; projector?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bm-api-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'error', MIN_POSITION_WAIT_MS: '10000', ...options.env };
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
