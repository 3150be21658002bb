import { startTestApp, type TestApp } from '../../testing/test-app';

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

  it('gives the fixed pro user for user_type=pro', async () => {
    const response = await t.http.post('/api/auth/demo').send({ user_type: 'pro' }).expect(200);
    expect(response.body.user).toMatchObject({ uid: 'pro-user', user_type: 'pro' });
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
