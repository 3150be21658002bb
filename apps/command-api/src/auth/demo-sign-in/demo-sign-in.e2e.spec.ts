import { startTestApp, type TestApp } from '../../testing/test-app';

// The whole product starts per suite: a loaded CI machine needs more than jest's 5 s default.
jest.setTimeout(60_000);

const KEY_A = '0123456789abcdef0123456789abcdef';
const KEY_B = 'fedcba9876543210fedcba9876543210';

describe('POST /api/auth/demo (HTTP, real stores)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // ADMIN_EMAILS has no default: the product address is configured here for the admin rule test.
    t = await startTestApp({ env: { ADMIN_EMAILS: 'support@buildmentor.example' }, projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates the automatic demo user with a signed token and starts the trial', async () => {
    const response = await t.http.post('/api/auth/demo').send({}).expect(200);
    expect(response.body.user).toMatchObject({
      email: 'demo.user@buildmentor.example',
      displayName: 'Demo User',
      emailVerified: true,
      role: 'user',
      user_type: 'demo',
    });
    expect(response.body.user.uid).toMatch(/^demo-/);
    expect(response.body.token.split('.')).toHaveLength(3);
    const events = await t.eventStore.readAll({});
    const mine = events
      .filter((e) => (e.data as { userId?: string }).userId === response.body.user.uid)
      .map((e) => e.type);
    expect(mine).toEqual(['UserRegistered', 'TrialStarted']);
    expect(response.body.position).toBe(await t.eventStore.headPosition());
  });

  it("gives user_type=pro the browser's own pro user: the same key the same user, no key a new one", async () => {
    const first = await t.http.post('/api/auth/demo').send({ user_type: 'pro', demo_key: KEY_A }).expect(200);
    expect(first.body.user).toMatchObject({ displayName: 'Pro User', role: 'user', user_type: 'pro' });
    expect(first.body.user.email).toMatch(/^pro\.user\+[0-9a-f]{8}@buildmentor\.example$/);
    // The key picks the account but is never shown: neither the user id nor the email contain it.
    expect(first.body.user.uid).not.toContain(KEY_A);
    const head = await t.eventStore.headPosition();
    const again = await t.http.post('/api/auth/demo').send({ user_type: 'pro', demo_key: KEY_A }).expect(200);
    expect(again.body.user).toEqual(first.body.user);
    const appended = (await t.eventStore.readAll({ fromPosition: head })).map((e) => e.type);
    expect(appended).toEqual(['UserSignedIn']);

    const other = await t.http.post('/api/auth/demo').send({ user_type: 'pro', demo_key: KEY_B }).expect(200);
    expect(other.body.user.uid).not.toBe(first.body.user.uid);
    expect(other.body.user.email).not.toBe(first.body.user.email);
    const keyless = await Promise.all(
      [1, 2].map(() => t.http.post('/api/auth/demo').send({ user_type: 'pro' })),
    );
    const keylessIds = keyless.map((r) => r.body.user.uid as string);
    expect(new Set([...keylessIds, first.body.user.uid, other.body.user.uid]).size).toBe(4);
  });

  it('rejects a malformed demo key with its field path and appends nothing', async () => {
    const head = await t.eventStore.headPosition();
    for (const demo_key of ['short', KEY_A.toUpperCase(), `${KEY_A}0`, 42]) {
      const response = await t.http.post('/api/auth/demo').send({ user_type: 'pro', demo_key }).expect(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.body.errors.map((e: { path: string }) => e.path)).toEqual(['body.demo_key']);
    }
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('signs up by email with the local part as display name, and the same email signs in to the same user', async () => {
    const first = await t.http
      .post('/api/auth/demo')
      .send({ email: 'Jo.Smith@Firm.com.au', method: 'sign_up' })
      .expect(200);
    expect(first.body.user).toMatchObject({ email: 'jo.smith@firm.com.au', displayName: 'jo.smith' });
    const head = await t.eventStore.headPosition();
    const again = await t.http
      .post('/api/auth/demo')
      .send({ email: 'jo.smith@firm.com.au', method: 'sign_in' })
      .expect(200);
    expect(again.body.user.uid).toBe(first.body.user.uid);
    const appended = (await t.eventStore.readAll({ fromPosition: head })).map((e) => e.type);
    expect(appended).toEqual(['UserSignedIn']);
  });

  it("applies the spec's admin rule to the email", async () => {
    const admin = await t.http.post('/api/auth/demo').send({ email: 'site.admin@firm.com.au' }).expect(200);
    const dev = await t.http.post('/api/auth/demo').send({ email: 'devon@firm.com.au' }).expect(200);
    const support = await t.http
      .post('/api/auth/demo')
      .send({ email: 'support@buildmentor.example' })
      .expect(200);
    const user = await t.http.post('/api/auth/demo').send({ email: 'jane@firm.com.au' }).expect(200);
    expect([admin, dev, support, user].map((r) => r.body.user.role)).toEqual([
      'admin',
      'admin',
      'admin',
      'user',
    ]);
  });

  it('rejects a bad body with field paths and appends nothing', async () => {
    const head = await t.eventStore.headPosition();
    const response = await t.http
      .post('/api/auth/demo')
      .send({ email: 'not-an-email', user_type: 'gold' })
      .expect(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'body.email',
      'body.user_type',
    ]);
    const malformed = await t.http
      .post('/api/auth/demo')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(malformed.body).toMatchObject({ code: 'REQUEST.MALFORMED', status: 400 });
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('answers 413 to an oversized body', async () => {
    const response = await t.http
      .post('/api/auth/demo')
      .send({ email: `${'x'.repeat(300_000)}@a.com` })
      .expect(413);
    expect(response.body.code).toBe('REQUEST.TOO_LARGE');
  });
});

describe('pro demo accounts per browser (HTTP, real stores, real projector process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function titles(token: string, position: number): Promise<string[]> {
    const history = await t.http
      .get('/api/chat/history?limit=50')
      .set({ Authorization: `Bearer ${token}`, 'X-Min-Position': String(position) })
      .expect(200);
    return history.body.conversations.map((c: { title: string }) => c.title);
  }

  async function ask(token: string, question: string): Promise<{ session: string; position: number }> {
    const response = await t.http
      .post('/api/chat/ask')
      .set({ Authorization: `Bearer ${token}` })
      .send({ question })
      .expect(200);
    return { session: response.body.session_id, position: response.body.position };
  }

  it("two browsers' keys give two users, each seeing only its own conversations; the same key sees them again", async () => {
    const a = await t.signIn({ user_type: 'pro', demo_key: KEY_A });
    const b = await t.signIn({ user_type: 'pro', demo_key: KEY_B });
    expect(a.uid).not.toBe(b.uid);
    const asked = await ask(a.token, 'What is the NCC stair handrail height?');
    const last = await ask(b.token, 'Which fire door for a Class 2 unit entry?');
    const position = Math.max(asked.position, last.position);

    expect(await titles(a.token, position)).toEqual(['What is the NCC stair handrail height?']);
    expect(await titles(b.token, position)).toEqual(['Which fire door for a Class 2 unit entry?']);
    await t.http
      .get(`/api/chat/session/${asked.session}`)
      .set({ Authorization: `Bearer ${b.token}`, 'X-Min-Position': String(position) })
      .expect(404);

    // A reload whose token is gone (or rejected) signs in again with the same key: the same account.
    const reloaded = await t.signIn({ user_type: 'pro', demo_key: KEY_A });
    expect(reloaded.uid).toBe(a.uid);
    expect(await titles(reloaded.token, position)).toEqual(['What is the NCC stair handrail height?']);
  });
});

describe('token verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('rejects protected endpoints without a token, with a forged token and with a tampered token', async () => {
    const none = await t.http.get('/api/user/subscription').expect(401);
    expect(none.body).toMatchObject({ code: 'AUTH.REQUIRED', status: 401 });
    await t.http.get('/api/user/subscription').set('Authorization', 'Bearer mock_demo_token_123').expect(401);
    const { token } = await t.signIn();
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    const tampered = await t.http
      .get('/api/user/subscription')
      .set('Authorization', `Bearer ${header}.${forgedPayload}.${signature}`)
      .expect(401);
    expect(tampered.body.code).toBe('AUTH.INVALID_TOKEN');
    await t.http.get('/api/user/subscription').set('Authorization', `Bearer ${token}`).expect(200);
  });
});
