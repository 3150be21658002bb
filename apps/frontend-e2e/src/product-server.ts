import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');

/** A free loopback port, found by letting the OS pick one. */
async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function startTs(entry: string, env: Record<string, string>): ChildProcess {
  const project = resolve(ROOT, entry, '../..');
  return spawn(process.execPath, ['-r', '@swc-node/register', '--conditions=@buildmentor/source', join(ROOT, entry), ...(entry.includes('projector') ? ['run'] : [])], {
    cwd: project,
    env: { ...process.env, ...env, SWC_NODE_PROJECT: join(project, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/**
 * The whole product as `npm start` runs it (API serving the built UI, projector, embedded stores
 * in a temp folder), on a free loopback port. The back end runs from source; the UI is the build.
 */
export async function startProduct(): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bm-e2e-'));
  const port = await freePort();
  const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), STATIC_DIR: join(ROOT, 'apps/frontend/dist'), LOG_LEVEL: 'warn' };
  const projector = startTs('apps/projector/src/main.ts', env);
  const api = startTs('apps/command-api/src/main.ts', env);
  await new Promise<void>((ready, fail) => {
    let output = '';
    api.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) ready();
    });
    api.once('exit', (code) => fail(new Error(`API exited early (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await Promise.all([projector, api].map((child) => new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done(null);
        child.once('exit', done);
        child.kill('SIGTERM');
      })));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
