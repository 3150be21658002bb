import { type Response } from 'supertest';
import { startTestApp, type TestApp, auth } from '../../testing/test-app';
import { RATE_LIMITS } from './rate-limits';

jest.setTimeout(120_000);

const DEMO_PER_ADDRESS = RATE_LIMITS['demo-sign-in'][0].limit;
const REDEEM_PER_USER = RATE_LIMITS['voucher-redemption'][0].limit;
const REDEEM_PER_ADDRESS = RATE_LIMITS['voucher-redemption'][1].limit;
const ASKS_PER_USER = RATE_LIMITS.ask[0].limit;
const UPLOADS_PER_USER = RATE_LIMITS.upload[0].limit;
const EVERY_REQUEST = RATE_LIMITS['every-request'][0].limit;

const statuses = (responses: Response[]) => responses.map((r) => r.status);
const count = (responses: Response[], status: number) => responses.filter((r) => r.status === status).length;

/** A refusal is problem+json with a stable code and a Retry-After no longer than the window. */
function expectRateLimited(response: Response, windowMs: number) {
  expect(response.status).toBe(429);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.body).toMatchObject({
    status: 429,
    title: 'Too Many Requests',
    code: 'RATE_LIMITED',
    detail: expect.stringMatching(
      /^Too many requests\. Please try again in \d+ (second|seconds|minutes|hours)\.$/,
    ),
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
}

const userIdOf = (e: { data: unknown }) => (e.data as { userId?: string }).userId;

describe('rate limits on the real configuration: demo sign-in per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the limit of 100 parallel demo sign-ins from one peer, forged X-Forwarded-For or not, refuses the rest with 429 and registers nobody for them', async () => {
    expect(DEMO_PER_ADDRESS).toBeLessThan(100);
    const head = await t.eventStore.headPosition();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.http
          .post('/api/auth/demo')
          .set('X-Forwarded-For', `198.51.100.${i}`)
          .send({ email: `bulk${i}@firm.com.au`, method: 'sign_up' }),
      ),
    );
    expect(count(responses, 200)).toBe(DEMO_PER_ADDRESS);
    expect(count(responses, 429)).toBe(100 - DEMO_PER_ADDRESS);
    for (const refused of responses.filter((r) => r.status === 429))
      expectRateLimited(refused, RATE_LIMITS['demo-sign-in'][0].windowMs);

    const served = new Set(responses.filter((r) => r.status === 200).map((r) => r.body.user.uid as string));
    const appended = await t.eventStore.readAll({ fromPosition: head });
    expect(new Set(appended.filter((e) => e.type === 'UserRegistered').map(userIdOf))).toEqual(served);
    expect(appended.every((e) => served.has(userIdOf(e)!))).toBe(true);
  });
});

describe('rate limits on the real configuration: per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses wrong voucher codes beyond the per-user budget, while another user at the same address still gets answers', async () => {
    const guesser = await t.signIn({ email: 'guesser@firm.com.au' });
    const neighbour = await t.signIn({ email: 'neighbour@firm.com.au' });
    const responses = await Promise.all(
      Array.from({ length: REDEEM_PER_USER + 5 }, (_, i) =>
        t.http
          .post('/api/voucher/redeem')
          .set(auth(guesser.token))
          .send({ code: `GUESS-${1000 + i}` }),
      ),
    );
    expect(count(responses, 404)).toBe(REDEEM_PER_USER);
    expect(count(responses, 429)).toBe(5);
    for (const refused of responses.filter((r) => r.status === 429))
      expectRateLimited(refused, RATE_LIMITS['voucher-redemption'][0].windowMs);
    expect(
      (await t.http.post('/api/voucher/redeem').set(auth(neighbour.token)).send({ code: 'GUESS-9999' }))
        .status,
    ).toBe(404);
  });

  it('answers the per-user ask budget from one unlimited user, refuses the rest on both ask endpoints, and records no question for them', async () => {
    const pro = await t.signIn({ user_type: 'pro' });
    const head = await t.eventStore.headPosition();
    const responses = await Promise.all(
      Array.from({ length: ASKS_PER_USER + 10 }, (_, i) =>
        t.http
          .post('/api/chat/ask')
          .set(auth(pro.token))
          .send({ question: `Burst question ${i} about box gutters` }),
      ),
    );
    expect(statuses(responses).filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(count(responses, 200)).toBe(ASKS_PER_USER);
    for (const refused of responses.filter((r) => r.status === 429))
      expectRateLimited(refused, RATE_LIMITS.ask[0].windowMs);

    // The streaming endpoint spends the same budget: refused before any event is streamed.
    const stream = await t.http
      .post('/api/chat/ask/stream')
      .set(auth(pro.token))
      .send({ question: 'One more, streamed?' });
    expectRateLimited(stream, RATE_LIMITS.ask[0].windowMs);
    const appended = (await t.eventStore.readAll({ fromPosition: head })).filter(
      (e) => userIdOf(e) === pro.uid,
    );
    expect(appended.filter((e) => e.type === 'QuestionAsked')).toHaveLength(ASKS_PER_USER);
    expect(appended.filter((e) => e.type === 'AnswerGenerated')).toHaveLength(ASKS_PER_USER);

    // Another user is not affected by the pro user's budget.
    const other = await t.signIn({ email: 'asker@firm.com.au' });
    await t.http
      .post('/api/chat/ask')
      .set(auth(other.token))
      .send({ question: 'What is the NCC stair handrail height?' })
      .expect(200);
  });

  it('refuses uploads beyond the per-user budget and stores nothing for them', async () => {
    const uploader = await t.signIn({ email: 'bulk.uploader@firm.com.au' });
    // Requests count whatever their outcome: these are refused for having no file.
    for (let sent = 0; sent < UPLOADS_PER_USER; sent += 25) {
      const batch = await Promise.all(
        Array.from({ length: 25 }, () =>
          t.http.post('/api/knowledge/upload-personal').set(auth(uploader.token)).field('tags', 'x'),
        ),
      );
      expect(statuses(batch).every((s) => s === 400)).toBe(true);
    }
    const head = await t.eventStore.headPosition();
    const refused = await t.http
      .post('/api/knowledge/upload-personal')
      .set(auth(uploader.token))
      .attach('file', Buffer.from('site notes'), 'notes.txt');
    expectRateLimited(refused, RATE_LIMITS.upload[0].windowMs);
    expect(await t.eventStore.headPosition()).toBe(head);
    const other = await t.signIn({ email: 'single.uploader@firm.com.au' });
    await t.http
      .post('/api/knowledge/upload-personal')
      .set(auth(other.token))
      .attach('file', Buffer.from('site notes'), 'notes.txt')
      .expect(200);
  });
});

describe('rate limits on the real configuration: per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses voucher redemptions beyond the per-address budget, across users who each stay within theirs', async () => {
    const users = await Promise.all(
      Array.from({ length: 7 }, (_, i) => t.signIn({ email: `office${i}@firm.com.au` })),
    );
    expect(users.length * REDEEM_PER_USER).toBeGreaterThan(REDEEM_PER_ADDRESS);
    const responses = await Promise.all(
      users.flatMap((user, u) =>
        Array.from({ length: REDEEM_PER_USER }, (_, i) =>
          t.http
            .post('/api/voucher/redeem')
            .set('Authorization', `Bearer ${user.token}`)
            .send({ code: `OFFICE-${u}${i}` }),
        ),
      ),
    );
    expect(count(responses, 404)).toBe(REDEEM_PER_ADDRESS);
    expect(count(responses, 429)).toBe(users.length * REDEEM_PER_USER - REDEEM_PER_ADDRESS);
    for (const refused of responses.filter((r) => r.status === 429))
      expectRateLimited(refused, RATE_LIMITS['voucher-redemption'][1].windowMs);
  });

  it('documents the 429 and its Retry-After on every route of the OpenAPI document', async () => {
    const { paths } = (await t.http.get('/api/docs').expect(200)).body as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>
      >;
    };
    const operations = Object.values(paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations.length).toBeGreaterThan(40);
    for (const operation of operations)
      expect(operation.responses['429']?.headers?.['Retry-After']).toBeDefined();
  });
});

describe('rate limits on the real configuration: every request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives each address a budget across all routes, public ones included', async () => {
    const responses: Response[] = [];
    for (let sent = 0; sent < EVERY_REQUEST + 50; sent += 50) {
      responses.push(...(await Promise.all(Array.from({ length: 50 }, () => t.http.get('/api/pricing')))));
    }
    expect(count(responses, 200)).toBe(EVERY_REQUEST);
    expect(count(responses, 429)).toBe(50);
    expectRateLimited(responses.at(-1)!, RATE_LIMITS['every-request'][0].windowMs);
    expectRateLimited(await t.http.get('/api/status'), RATE_LIMITS['every-request'][0].windowMs);
    // The health probes count against nothing: a load balancer must never read a 429 as down.
    await t.http.get('/api/health/live').expect(200);
    expect((await t.http.get('/api/health/ready')).status).toBe(503); // no projector runs here
  });
});

// `1` is the compose deployment's setting (nginx in front); `loopback` names a proxy on this host.
describe.each(['1', 'loopback'])(
  'client address with TRUST_PROXY=%s (the test client plays the proxy)',
  (trustProxy) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { TRUST_PROXY: trustProxy }, projector: false });
    });
    afterAll(async () => {
      await t.close();
    });

    it('counts each address the proxy forwards on its own', async () => {
      const spread = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          t.http
            .post('/api/auth/demo')
            .set('X-Forwarded-For', `198.51.100.${i}`)
            .send({ email: `spread${i}@firm.com.au` }),
        ),
      );
      expect(count(spread, 200)).toBe(100);
    });

    it('counts the address the trusted proxy saw, whatever the client wrote before it', async () => {
      const forged = await Promise.all(
        Array.from({ length: DEMO_PER_ADDRESS + 1 }, (_, i) =>
          t.http
            .post('/api/auth/demo')
            .set('X-Forwarded-For', `10.9.${i}.1, 203.0.113.8`)
            .send({ email: `forger${i}@firm.com.au` }),
        ),
      );
      expect(count(forged, 200)).toBe(DEMO_PER_ADDRESS);
      expectRateLimited(
        forged.find((r) => r.status !== 200)!,
        RATE_LIMITS['demo-sign-in'][0].windowMs,
      );
    });
  },
);

describe('password sign-in throttling uses the same client address', () => {
  const wrongFrom = (t: TestApp, address: string) =>
    t.http
      .post('/api/auth/sign-in')
      .set('X-Forwarded-For', address)
      .send({ email: 'jo@firm.com.au', password: 'not-the-password' });

  it('ignores a forged X-Forwarded-For by default: failures "from" one address lock the pair for every other claimed address', async () => {
    const t = await startTestApp({ env: { AUTH_MODE: 'password' }, projector: false });
    try {
      for (let i = 0; i < 5; i++) expect((await wrongFrom(t, '203.0.113.9')).status).toBe(401);
      const elsewhere = await wrongFrom(t, '198.51.100.7');
      expect(elsewhere.status).toBe(429);
      expect(elsewhere.body.code).toBe('AUTH.THROTTLED');
    } finally {
      await t.close();
    }
  });

  it('takes the forwarded address when the proxy is trusted', async () => {
    const t = await startTestApp({
      env: { AUTH_MODE: 'password', TRUST_PROXY: 'loopback' },
      projector: false,
    });
    try {
      for (let i = 0; i < 5; i++) expect((await wrongFrom(t, '203.0.113.9')).status).toBe(401);
      expect((await wrongFrom(t, '203.0.113.9')).status).toBe(429);
      expect((await wrongFrom(t, '198.51.100.7')).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('rate limit windows slide', () => {
  const windowMs = 3000;
  let t: TestApp;
  beforeAll(async () => {
    // The real limits with the demo sign-in windows shortened, so the test waits seconds, not ten minutes.
    const demoSignIn = RATE_LIMITS['demo-sign-in'].map((rule, i) => ({
      ...rule,
      windowMs: windowMs * (i + 1),
    }));
    t = await startTestApp({
      overrides: { rateLimits: { ...RATE_LIMITS, 'demo-sign-in': demoSignIn } },
      projector: false,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves again once the oldest request of the window has expired, as Retry-After says', async () => {
    const burst = await Promise.all(
      Array.from({ length: DEMO_PER_ADDRESS + 1 }, () => t.http.post('/api/auth/demo').send({})),
    );
    expect(count(burst, 200)).toBe(DEMO_PER_ADDRESS);
    const refused = burst.find((r) => r.status === 429)!;
    expectRateLimited(refused, windowMs);
    await t.http.post('/api/auth/demo').send({}).expect(429);
    await new Promise((resolve) => setTimeout(resolve, Number(refused.headers['retry-after']) * 1000 + 100));
    await t.http.post('/api/auth/demo').send({}).expect(200);
  });
});
