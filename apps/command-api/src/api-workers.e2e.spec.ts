import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COMMAND_API_MAIN,
  exited,
  freePort,
  listening,
  PROJECTOR_MAIN,
  spawnTsEntry,
  stopChild,
} from '@buildmentor/test-harness';

jest.setTimeout(90_000);

/** The worker processes the primary has forked, by pid. */
function workerPids(primary: ChildProcess): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(primary.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function until<T>(
  check: () => T | Promise<T>,
  what: string,
  timeoutMs = 20_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * API_WORKERS=2: two worker processes share one port behind a primary. Sessions signed by one are
 * accepted by the other (the generated token secret is one file both read), a killed worker is
 * replaced, and SIGTERM drains: a request in flight finishes, then everything exits cleanly.
 */
describe('API workers on one port', () => {
  let dataDir: string;
  let url: string;
  let api: ChildProcess;
  let projector: ChildProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bm-workers-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const env = {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      API_WORKERS: '2',
      MIN_POSITION_WAIT_MS: '3000',
    };
    projector = spawnTsEntry(PROJECTOR_MAIN, ['run'], env);
    api = spawnTsEntry(COMMAND_API_MAIN, [], env, ['ignore', 'pipe', 'inherit']);
    await listening(api);
  });
  afterAll(async () => {
    if (api.exitCode === null && api.signalCode === null) await stopChild(api);
    await stopChild(projector);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from both workers with one session secret, replaces a dead worker, and drains on SIGTERM', async () => {
    expect(workerPids(api)).toHaveLength(2);
    const signIn = await fetch(`${url}/api/auth/demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'robin@firm.example', method: 'sign_in' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const history = () =>
      fetch(`${url}/api/chat/history`, {
        headers: { Authorization: `Bearer ${token}`, Connection: 'close' },
      });
    // New connections go to either worker; every one accepts the session.
    const statuses = await Promise.all(Array.from({ length: 20 }, async () => (await history()).status));
    expect(statuses).toEqual(Array(20).fill(200));

    const [victim] = workerPids(api);
    process.kill(victim!, 'SIGKILL');
    // A connection handed to the worker at the instant it died is reset; once the primary has
    // seen the death, the survivor takes every connection.
    await until(() => !workerPids(api).includes(victim!), 'the killed worker to be gone');
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < 5; i++) expect((await history()).status).toBe(200);
    await until(() => {
      const pids = workerPids(api);
      return pids.length === 2 && !pids.includes(victim!);
    }, 'a replacement worker');

    // A request that waits for a position the read models have not reached (up to 3 s)...
    const inFlight = fetch(`${url}/api/chat/history`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Min-Position': '1000000', Connection: 'close' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    api.kill('SIGTERM');
    // ...still gets its answer, and then the API exits cleanly.
    const drained = await inFlight;
    expect(drained.status).toBe(200);
    expect(await exited(api)).toEqual({ code: 0, signal: null });
    await expect(fetch(`${url}/api/status`)).rejects.toThrow();
  });
});
