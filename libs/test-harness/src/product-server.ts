import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMAND_API_MAIN, PROJECTOR_MAIN, REPO_ROOT, spawnTsEntry, stopChild } from './spawn-entry';

/** A free loopback port, found by letting the OS pick one. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningProduct {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The whole product as `npm start` runs it (the API serving the built UI, the projector, embedded
 * stores in a temp folder) on a free loopback port. The back end runs from source; the UI is the
 * Vite build in apps/frontend/dist.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bm-product-'));
  const port = await freePort();
  const fullEnv = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), STATIC_DIR: join(REPO_ROOT, 'apps/frontend/dist'), LOG_LEVEL: 'warn', ...env };
  const projector = spawnTsEntry(PROJECTOR_MAIN, ['run'], fullEnv);
  const api = spawnTsEntry(COMMAND_API_MAIN, [], fullEnv);
  try {
    await new Promise<void>((ready, fail) => {
      let output = '';
      api.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('listening on')) ready();
      });
      api.once('exit', (code) => fail(new Error(`API exited early (${code})`)));
      projector.once('exit', (code) => fail(new Error(`projector exited early (${code})`)));
    });
  } catch (error) {
    await Promise.all([stopChild(api), stopChild(projector)]);
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      await Promise.all([stopChild(api), stopChild(projector)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
