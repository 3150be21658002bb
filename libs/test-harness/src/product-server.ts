import { type ChildProcess } from 'node:child_process';
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
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once an API process (stdout piped) says it listens; rejects if it exits first. */
export function listening(api: ChildProcess): Promise<void> {
  return new Promise<void>((ready, fail) => {
    let output = '';
    api.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) ready();
    });
    api.once('exit', (code) => fail(new Error(`API exited early (${code})`)));
  });
}

export interface RunningProduct {
  /** The first API instance's origin (the one the UI is opened on). */
  url: string;
  /** Every API instance's origin, when the product was started with several. */
  urls: string[];
  dataDir: string;
  /** The API's log so far (JSON lines on stderr; the default mail adapter writes mail there). */
  apiLog(): string;
  stop(): Promise<void>;
}

/**
 * The whole product as `npm start` runs it (the API serving the built UI, the projector, embedded
 * stores in a temp folder) on a free loopback port. The back end runs from source; the UI is the
 * Vite build in apps/frontend/dist. With `apiInstances` > 1, further API processes share the
 * stores (a server deployment: give them server stores and one AUTH_TOKEN_SECRET in `env`).
 */
export async function startProduct(
  env: Record<string, string> = {},
  { apiInstances = 1 }: { apiInstances?: number } = {},
): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bm-product-'));
  const ports = await Promise.all(Array.from({ length: apiInstances }, () => freePort()));
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const url = urls[0]!;
  // PUBLIC_URL is the origin the browser opens, so mailed links land on the same session.
  const fullEnv = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(ports[0]),
    PUBLIC_URL: url,
    STATIC_DIR: join(REPO_ROOT, 'apps/frontend/dist'),
    LOG_LEVEL: 'warn',
    ...env,
  };
  const projector = spawnTsEntry(PROJECTOR_MAIN, ['run'], fullEnv);
  const api = spawnTsEntry(COMMAND_API_MAIN, [], fullEnv, ['ignore', 'pipe', 'pipe']);
  const moreApis = ports
    .slice(1)
    .map((port) =>
      spawnTsEntry(COMMAND_API_MAIN, [], { ...fullEnv, PORT: String(port) }, ['ignore', 'pipe', 'inherit']),
    );
  const all = [api, ...moreApis, projector];
  // The whole log is kept for the test to read; warnings, errors and anything not a JSON log
  // line are still shown, as they were when stderr was inherited.
  let log = '';
  let shown = 0;
  api.stderr!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    const end = log.lastIndexOf('\n') + 1;
    for (const line of log.slice(shown, end).split('\n')) {
      if (line && !/^\{"time":"[^"]*","level":"(debug|info)"/.test(line)) process.stderr.write(`${line}\n`);
    }
    shown = Math.max(shown, end);
  });
  try {
    await new Promise<void>((ready, fail) => {
      const early = (code: number | null) => fail(new Error(`projector exited early (${code})`));
      projector.once('exit', early);
      Promise.all([api, ...moreApis].map((instance) => listening(instance))).then(() => {
        projector.off('exit', early);
        ready();
      }, fail);
    });
  } catch (error) {
    await Promise.all(all.map((child) => stopChild(child)));
    throw error;
  }
  return {
    url,
    urls,
    dataDir,
    apiLog: () => log,
    async stop() {
      await Promise.all(all.map((child) => stopChild(child)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
