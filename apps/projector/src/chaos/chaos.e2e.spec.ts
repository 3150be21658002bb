import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventStore, type EventStore } from '@buildmentor/event-store';
import { createTestDatabase, describeWithPostgres } from '@buildmentor/postgres/testing';
import {
  ALL_PROJECTIONS,
  collectionOf,
  PROJECTOR_CHECKPOINT,
  PROJECTOR_INSTANCES,
} from '@buildmentor/read-models';
import { createReadStoreProvider, type ReadStore, type ReadStoreProvider } from '@buildmentor/read-store';
import {
  childPids,
  COMMAND_API_DIST_MAIN,
  exited,
  freePort,
  listening,
  PROJECTOR_DIST_MAIN,
  spawnBuiltEntry,
  stopChild,
  until,
} from '@buildmentor/test-harness';
import { readModelHashes } from '../replay/read-model-hashes';
import { replay } from '../replay/replay';
import { seededRandom } from '../testing/synthetic-log';

const CHAOS_MS = 60_000;
const KILL_EVERY_MS = 2_000;
const CLIENTS = 2;
const MAX_ASKS = 1_500;

interface Deployment {
  env: Record<string, string>;
  eventStore: EventStore;
  provider: ReadStoreProvider;
  cleanup(): Promise<void>;
}

interface Acknowledged {
  conversationId: string;
  question: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Chaos: two API workers behind one port and two projectors (one active, one standby) serve two
 * clients asking without pause, while every two seconds for a minute a random one of those four
 * processes is SIGKILLed (a killed projector is restarted at once, as a supervisor would; the API
 * primary replaces a killed worker). Afterwards every acknowledged ask is in its conversation, at
 * no moment were two projectors active, and the read models equal a clean replay.
 *
 * The processes run from the build, as in production (the test target depends on it): compiled on
 * the fly, a replacement API worker took 10 s to boot on a loaded two-core machine, so with a kill
 * every two seconds the API was down most of the minute.
 */
function describeChaos(name: string, open: () => Promise<Deployment>) {
  describe(`chaos on ${name}: random SIGKILLs every 2 s for 60 s under an ask load`, () => {
    let deployment: Deployment;
    let api: ChildProcess;
    const projectors: ChildProcess[] = [];
    let url: string;
    let live: ReadStore;

    const startProjector = () => {
      const child = spawnBuiltEntry(PROJECTOR_DIST_MAIN, ['run'], deployment.env, [
        'ignore',
        'ignore',
        'inherit',
      ]);
      projectors.push(child);
      return child;
    };

    beforeAll(async () => {
      deployment = await open();
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      Object.assign(deployment.env, {
        HOST: '127.0.0.1',
        PORT: String(port),
        API_WORKERS: '2',
        LOG_LEVEL: 'error',
        RATE_LIMIT_SCALE: '1000',
        AUTH_TOKEN_SECRET: 'chaos-test-secret-0123456789-abcdefghijklmnopq',
        // Asks cut off by a kill are refunded after the grace; not while the test compares.
        ANSWER_RECOVERY_GRACE_MS: '600000',
      });
      startProjector();
      startProjector();
      api = spawnBuiltEntry(COMMAND_API_DIST_MAIN, [], deployment.env, ['ignore', 'pipe', 'inherit']);
      await listening(api);
      live = await deployment.provider.open(await deployment.provider.liveNamespace());
    }, 60_000);
    afterAll(async () => {
      await live?.close();
      if (api && alive(api)) await stopChild(api);
      await Promise.all(projectors.filter(alive).map((child) => stopChild(child)));
      await deployment?.cleanup();
    });

    it('keeps every acknowledged ask, one active projector, and replay-equal read models', async () => {
      const signIn = await fetch(`${url}/api/auth/demo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ user_type: 'pro' }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const acknowledged: Acknowledged[] = [];
      const failures = new Map<string, number>();
      const started = Date.now();
      let asked = 0;

      const client = async (id: number) => {
        while (Date.now() - started < CHAOS_MS && asked < MAX_ASKS) {
          const question = `Client ${id} question ${++asked}: what is the minimum handrail height?`;
          try {
            const response = await fetch(`${url}/api/chat/ask`, {
              method: 'POST',
              headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
              body: JSON.stringify({ question }),
            });
            const body = (await response.json()) as { session_id?: string };
            if (response.status === 200) acknowledged.push({ conversationId: body.session_id!, question });
            else failures.set(String(response.status), (failures.get(String(response.status)) ?? 0) + 1);
          } catch {
            // A connection cut by a killed worker: not acknowledged, so nothing is owed.
            failures.set('network', (failures.get('network') ?? 0) + 1);
          }
          await sleep(60);
        }
      };

      let mostActive = 0;
      const watcher = setInterval(() => {
        void collectionOf(live, PROJECTOR_INSTANCES)
          .find({ state: 'following', seen_at_ms: { $gte: Date.now() - 1_500 } })
          .then((docs) => {
            const pids = new Set(projectors.filter(alive).map((child) => child.pid));
            const active = docs.filter((doc) => pids.has(Number(doc._id.split(':').pop())));
            mostActive = Math.max(mostActive, active.length);
          })
          .catch(() => undefined);
      }, 50);

      const random = seededRandom(18);
      const kills: string[] = [];
      const chaos = (async () => {
        while (Date.now() - started < CHAOS_MS) {
          await sleep(KILL_EVERY_MS);
          const running = projectors.filter(alive);
          const targets = [
            ...childPids(api).map((pid) => ({
              kind: 'api worker',
              pid,
              child: null as ChildProcess | null,
            })),
            ...running.map((child) => ({ kind: 'projector', pid: child.pid!, child })),
          ];
          const target = targets[Math.floor(random() * targets.length)];
          if (!target) continue;
          process.kill(target.pid, 'SIGKILL');
          kills.push(target.kind);
          if (target.child) {
            await exited(target.child);
            startProjector();
          }
        }
      })();

      try {
        await Promise.all([chaos, ...Array.from({ length: CLIENTS }, (_, i) => client(i))]);
      } finally {
        clearInterval(watcher);
      }
      process.stderr.write(
        `chaos (${name}): ${JSON.stringify({
          asked,
          acknowledged: acknowledged.length,
          failures: Object.fromEntries(failures),
          kills: kills.length,
          apiWorkerKills: kills.filter((k) => k === 'api worker').length,
          projectorKills: kills.filter((k) => k === 'projector').length,
        })}\n`,
      );
      expect(kills.length).toBeGreaterThanOrEqual(25);
      expect(acknowledged.length).toBeGreaterThan(50);
      expect(mostActive).toBe(1);

      // Caught up, then every acknowledged ask is in its conversation.
      const caughtUp = async (position: number) => {
        const deadline = Date.now() + 60_000;
        while (((await live.getCheckpoint(PROJECTOR_CHECKPOINT)) ?? 0) < position) {
          if (Date.now() > deadline) throw new Error('the read models did not catch up');
          await sleep(50);
        }
      };
      const phases: Record<string, number> = {};
      let phaseStart = Date.now();
      const phase = (name: string) => {
        phases[name] = Date.now() - phaseStart;
        phaseStart = Date.now();
      };
      const head = await deployment.eventStore.headPosition();
      await caughtUp(head);
      phase('catchUpMs');
      // The last kills may have left the API replacing workers (slow to boot on a loaded machine).
      await until(
        async () => (await fetch(`${url}/api/health/live`, { headers: { Connection: 'close' } })).ok,
        'the API to serve again',
        { timeoutMs: 120_000, intervalMs: 200 },
      );
      // Read back in parallel groups; a connection reset by the last kill is retried, as a client would.
      const conversation = async (ask: Acknowledged) => {
        for (let attempt = 1; ; attempt++) {
          try {
            const response = await fetch(`${url}/api/chat/session/${ask.conversationId}`, {
              headers: { Authorization: `Bearer ${token}`, 'X-Min-Position': String(head) },
            });
            return {
              status: response.status,
              body: (await response.json()) as { messages: { role: string; content: string }[] },
            };
          } catch (error) {
            if (attempt >= 60) throw error;
            await sleep(500);
          }
        }
      };
      for (let i = 0; i < acknowledged.length; i += 25) {
        const group = acknowledged.slice(i, i + 25);
        const read = await Promise.all(group.map(conversation));
        read.forEach(({ status, body }, j) => {
          expect(status).toBe(200);
          expect(body.messages.map((m) => (m.role === 'user' ? m.content : m.role))).toEqual([
            group[j]!.question,
            'assistant',
          ]);
        });
      }

      phase('readBackMs');
      // Nothing writes once the API is gone; the projector finishes what is left, then stops.
      await stopChild(api);
      await caughtUp(await deployment.eventStore.headPosition());
      await Promise.all(projectors.filter(alive).map((child) => stopChild(child)));
      const clean = await replay({
        eventStore: deployment.eventStore,
        provider: deployment.provider,
        projections: ALL_PROJECTIONS,
      });
      phase('replayMs');
      expect(await readModelHashes(live)).toEqual(clean.hashes);
      process.stderr.write(`chaos (${name}) afterwards: ${JSON.stringify({ head, ...phases })}\n`);
    }, 420_000);
  });
}

describeChaos('the embedded stores', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bm-chaos-'));
  const eventStore = await createEventStore({ kind: 'sqlite', filename: join(dataDir, 'events.sqlite') });
  const provider = await createReadStoreProvider({ kind: 'sqlite', directory: join(dataDir, 'read-store') });
  return {
    env: { DATA_DIR: dataDir },
    eventStore,
    provider,
    cleanup: async () => {
      await provider.close();
      await eventStore.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

describeWithPostgres('with PostgreSQL', () => {
  describeChaos('PostgreSQL', async () => {
    const database = await createTestDatabase('chaos');
    const dataDir = mkdtempSync(join(tmpdir(), 'bm-chaos-pg-'));
    const location = { kind: 'postgres', url: database.url, poolSize: 4 } as const;
    const eventStore = await createEventStore(location);
    const provider = await createReadStoreProvider(location);
    return {
      env: {
        DATA_DIR: dataDir,
        EVENT_STORE: 'postgres',
        READ_STORE: 'postgres',
        POSTGRES_URL: database.url,
        POSTGRES_POOL_SIZE: '4',
      },
      eventStore,
      provider,
      cleanup: async () => {
        await provider.close();
        await eventStore.close();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
});
