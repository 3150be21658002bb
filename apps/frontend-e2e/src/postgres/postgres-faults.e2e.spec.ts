import { type ChildProcess } from 'node:child_process';
import pg from 'pg';
import {
  describeWithPostgres,
  postgresBinaries,
  startPrivatePostgres,
  type PrivatePostgres,
} from '@buildmentor/postgres/testing';
import {
  exited,
  PROJECTOR_MAIN,
  spawnTsEntry,
  startProduct,
  type RunningProduct,
} from '@buildmentor/test-harness';
import { api, signInDemo } from './http-client';

const LOAD_MS = 14_000;
const MAX_ASKS = 2_000;
const WORKERS = 4;

interface Acknowledged {
  conversationId: string;
  question: string;
  position: number;
}

interface ConversationMessage {
  role: string;
  content: string;
  status: string;
}

/**
 * Faults on a real server. The product runs on a PostgreSQL server of the test's own (restarting
 * the shared one would break the suites beside it) while four clients ask questions without
 * pause. During the load every backend of the API and the projector is terminated, then the
 * server is restarted. Commands answer 503 problem+json while it is away, both processes carry
 * on by themselves, every acknowledged ask is in the history afterwards, and the live read models
 * hash-equal a fresh replay of the log.
 */
(postgresBinaries() ? describeWithPostgres : describe.skip)('PostgreSQL faults under an ask load', () => {
  let server: PrivatePostgres;
  let product: RunningProduct;
  let env: Record<string, string>;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('CREATE DATABASE buildmentor');
    await admin.end();
    env = {
      EVENT_STORE: 'postgres',
      READ_STORE: 'postgres',
      POSTGRES_URL: server.url.replace(/\/postgres$/, '/buildmentor'),
      POSTGRES_POOL_SIZE: '4',
      AUTH_TOKEN_SECRET: 'postgres-faults-secret-0123456789-abcdefghijklmn',
      RATE_LIMIT_SCALE: '1000',
      // Asks cut off mid-way are refunded after the grace; not during this test's comparison.
      ANSWER_RECOVERY_GRACE_MS: '600000',
      // Every request during the outage logs a warning; the figures are printed below instead.
      LOG_LEVEL: 'error',
    };
    product = await startProduct(env);
  }, 120_000);
  afterAll(async () => {
    await product?.stop();
    server?.stop();
  });

  it('answers 503 while the database is away, recovers by itself and loses nothing acknowledged', async () => {
    const { token } = await signInDemo(product.url, undefined, { user_type: 'pro' });
    const acknowledged: Acknowledged[] = [];
    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    const started = Date.now();
    let asked = 0;

    const worker = async (id: number) => {
      while (Date.now() - started < LOAD_MS && asked < MAX_ASKS) {
        asked += 1;
        const question = `Worker ${id} question ${asked}: what is the minimum handrail height?`;
        try {
          const response = await api(product.url, 'POST', '/api/chat/ask', token, { question });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 200) {
            acknowledged.push({
              conversationId: String(response.body['session_id']),
              question,
              position: Number(response.body['position']),
            });
          } else if (
            response.status !== 503 ||
            !response.headers.get('content-type')?.startsWith('application/problem+json') ||
            response.headers.get('retry-after') === null
          ) {
            unexpected.push(`${response.status} ${JSON.stringify(response.body)}`);
          }
        } catch (error) {
          unexpected.push(`network: ${(error as Error).message}`);
        }
        if (Date.now() - started < LOAD_MS) await sleep(40);
      }
    };

    const faults = (async () => {
      await sleep(2_500);
      const terminated = await terminateBackends(server.url);
      await sleep(3_000);
      await server.restart({ downMs: 2_000 });
      return terminated;
    })();
    const [terminated] = await Promise.all([faults, ...Array.from({ length: WORKERS }, (_, i) => worker(i))]);

    const summary = {
      asked,
      acknowledged: acknowledged.length,
      terminated,
      statuses: Object.fromEntries(statuses),
    };
    process.stderr.write(`postgres faults: ${JSON.stringify(summary)}\n`);
    expect(unexpected).toEqual([]);
    expect(terminated).toBeGreaterThanOrEqual(2);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(10);

    // After the restart the API answers again without being restarted itself...
    const after = await api(product.url, 'POST', '/api/chat/ask', token, {
      question: 'Still there after the restart?',
    });
    expect(after.status).toBe(200);
    // ...and the projector, reconnected, catches up with the log.
    const head = Number(after.body['position']);
    await waitFor(async () => {
      const status = await api(product.url, 'GET', '/api/status', null);
      const projector = status.body['projector'] as { checkpoint: number } | undefined;
      return status.status === 200 && (projector?.checkpoint ?? 0) >= head;
    }, 30_000);

    // Every acknowledged ask is in its conversation (each ask began one), answered.
    for (const ask of acknowledged) {
      const conversation = await api(
        product.url,
        'GET',
        `/api/chat/session/${ask.conversationId}`,
        token,
        undefined,
        { 'X-Min-Position': String(head) },
      );
      expect(conversation.status).toBe(200);
      const messages = (conversation.body['messages'] as ConversationMessage[]).map(
        ({ role, content, status }) => [role, role === 'user' ? content : status],
      );
      expect(messages).toEqual([
        ['user', ask.question],
        ['assistant', 'answered'],
      ]);
    }

    // The live read models equal a fresh replay of the whole log.
    await product.stop();
    const live = await runProjectorCli(['hashes'], env);
    const replayed = await runProjectorCli(['replay'], env);
    expect(live['hashes']).toEqual(replayed['hashes']);
  }, 180_000);
});

/** Cuts every connection to the product's database (the API's and the projector's pools). */
async function terminateBackends(serverUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const result = await client.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = 'buildmentor' AND pid <> pg_backend_pid()`,
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

async function runProjectorCli(
  args: string[],
  env: Record<string, string>,
): Promise<Record<string, unknown>> {
  const child: ChildProcess = spawnTsEntry(PROJECTOR_MAIN, args, { ...env, LOG_LEVEL: 'warn' });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const { code } = await exited(child);
  if (code !== 0) throw new Error(`projector ${args.join(' ')} exited ${code}`);
  return JSON.parse(output) as Record<string, unknown>;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`not reached within ${timeoutMs} ms`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
