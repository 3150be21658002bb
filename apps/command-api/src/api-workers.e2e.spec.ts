import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  childPids,
  COMMAND_API_MAIN,
  exited,
  freePort,
  listening,
  PROJECTOR_MAIN,
  spawnTsEntry,
  stopChild,
  until,
} from '@buildmentor/test-harness';

jest.setTimeout(90_000);

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

  it('serves from both workers with one session secret, reports both in its metrics, replaces a dead worker, and drains on SIGTERM', async () => {
    expect(childPids(api)).toHaveLength(2);
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
    // Whichever worker a scrape reaches, it reports both workers' requests (about 10 each).
    const historyRequests = async () => {
      const text = await (await fetch(`${url}/api/metrics`, { headers: { Connection: 'close' } })).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith('buildmentor_http_request_duration_seconds_count{'))
        .filter((line) => line.includes('route="/api/chat/history"'))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    };
    for (let i = 0; i < 4; i++) expect(await historyRequests()).toBe(20);

    const [victim] = childPids(api);
    process.kill(victim!, 'SIGKILL');
    // A connection handed to the worker at the instant it died is reset; once the primary has
    // seen the death, the survivor takes every connection.
    await until(() => !childPids(api).includes(victim!), 'the killed worker to be gone');
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < 5; i++) expect((await history()).status).toBe(200);
    await until(() => {
      const pids = childPids(api);
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
