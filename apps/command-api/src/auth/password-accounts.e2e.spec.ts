import { InMemoryMail } from '../testing/in-memory-mail';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

const STRONG = 'gutter-overflow-sump-2026';
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const comparable = (body: Record<string, unknown>) => ({
  ...body,
  correlation_id: undefined,
  instance: undefined,
});

describe('password mode (HTTP, real stores)', () => {
  let t: TestApp;
  const mail = new InMemoryMail();
  let now = new Date('2026-03-01T00:00:00.000Z');
  beforeAll(async () => {
    t = await startTestApp({
      // The requests play clients behind a proxy on this host, each with its own X-Forwarded-For.
      env: {
        AUTH_MODE: 'password',
        ADMIN_EMAILS: 'boss@firm.com.au',
        PUBLIC_URL: 'https://bm.example',
        TRUST_PROXY: 'loopback',
      },
      overrides: { mailSender: mail, clock: () => now },
      projector: false,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers password sign-in without Google (no OIDC client) and refuses demo sign-in', async () => {
    const config = await t.http.get('/api/auth/config').expect(200);
    expect(config.body).toEqual({ mode: 'password', google_enabled: false, min_password_length: 8 });
    const demo = await t.http.post('/api/auth/demo').send({}).expect(404);
    expect(demo.body.code).toBe('AUTH.DEMO_DISABLED');
  });

  it.each([
    ['short1', 'Password must be at least 8 characters'],
    ['password123', 'This password is too common. Please choose a less predictable one.'],
  ])('rejects the weak password %s with the field path and appends nothing', async (password, message) => {
    const head = await t.eventStore.headPosition();
    const response = await t.http
      .post('/api/auth/sign-up')
      .set(from('10.1.0.1'))
      .send({ email: 'weak@firm.com.au', password })
      .expect(400);
    expect(response.body).toMatchObject({ detail: message, errors: [{ path: 'body.password', message }] });
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('signs up, refuses the same email twice, and signs in', async () => {
    const signUp = await t.http
      .post('/api/auth/sign-up')
      .set(from('10.1.0.2'))
      .send({ email: 'Jo@Firm.com.au', password: STRONG })
      .expect(200);
    expect(signUp.body.user).toMatchObject({ email: 'jo@firm.com.au', displayName: 'jo', role: 'user' });
    const stored = JSON.stringify(await t.eventStore.readAll({}));
    expect(stored).not.toContain(STRONG);
    const again = await t.http
      .post('/api/auth/sign-up')
      .set(from('10.1.0.2'))
      .send({ email: 'jo@firm.com.au', password: `${STRONG}!` })
      .expect(409);
    expect(again.body.code).toBe('AUTH.EMAIL_TAKEN');
    const signIn = await t.http
      .post('/api/auth/sign-in')
      .set(from('10.1.0.2'))
      .send({ email: 'jo@firm.com.au', password: STRONG })
      .expect(200);
    expect(signIn.body.user.uid).toBe(signUp.body.user.uid);
    await t.http
      .get('/api/user/subscription')
      .set('Authorization', `Bearer ${signIn.body.token}`)
      .expect(200);
  });

  it('answers unknown email and wrong password identically', async () => {
    const unknown = await t.http
      .post('/api/auth/sign-in')
      .set(from('10.1.0.3'))
      .send({ email: 'nobody@firm.com.au', password: STRONG })
      .expect(401);
    const wrong = await t.http
      .post('/api/auth/sign-in')
      .set(from('10.1.0.3'))
      .send({ email: 'jo@firm.com.au', password: 'not-the-password' })
      .expect(401);
    expect(comparable(unknown.body)).toEqual(comparable(wrong.body));
    expect(wrong.body.detail).toBe('Invalid email or password.');
  });

  it('throttles repeated failures per account and address without locking the owner out elsewhere', async () => {
    for (let i = 0; i < 5; i++) {
      await t.http
        .post('/api/auth/sign-in')
        .set(from('203.0.113.9'))
        .send({ email: 'jo@firm.com.au', password: `guess-${i}-wrong` })
        .expect(401);
    }
    const blocked = await t.http
      .post('/api/auth/sign-in')
      .set(from('203.0.113.9'))
      .send({ email: 'jo@firm.com.au', password: STRONG })
      .expect(429);
    expect(blocked.body.code).toBe('AUTH.THROTTLED');
    await t.http
      .post('/api/auth/sign-in')
      .set(from('198.51.100.7'))
      .send({ email: 'jo@firm.com.au', password: STRONG })
      .expect(200);
  });

  it('resets a password with a single-use, expiring token mailed to the owner', async () => {
    const mailed = mail.sent.length; // jo's verification link from sign-up
    const unknown = await t.http
      .post('/api/auth/password-reset/request')
      .set(from('10.1.0.4'))
      .send({ email: 'nobody@firm.com.au' })
      .expect(200);
    expect(mail.sent).toHaveLength(mailed);
    const known = await t.http
      .post('/api/auth/password-reset/request')
      .set(from('10.1.0.4'))
      .send({ email: 'jo@firm.com.au' })
      .expect(200);
    expect(known.body).toEqual(unknown.body);
    expect(mail.sent).toHaveLength(mailed + 1);
    const link = /https:\/\/bm\.example\/auth\?reset=(\S+)/.exec(mail.sent[mailed]!.text);
    const token = decodeURIComponent(link![1]!);
    expect(JSON.stringify(await t.eventStore.readAll({}))).not.toContain(token);

    const newPassword = 'ridge-capping-flashing-77';
    await t.http.post('/api/auth/password-reset/confirm').send({ token, password: 'password1' }).expect(400);
    const done = await t.http
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: newPassword })
      .expect(200);
    expect(done.body.message).toBe('Your password has been reset. You can now sign in.');
    const reused = await t.http
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'another-fresh-passphrase-1' })
      .expect(400);
    expect(reused.body.code).toBe('AUTH.RESET_TOKEN_INVALID');
    await t.http
      .post('/api/auth/sign-in')
      .set(from('10.1.0.5'))
      .send({ email: 'jo@firm.com.au', password: STRONG })
      .expect(401);
    await t.http
      .post('/api/auth/sign-in')
      .set(from('10.1.0.5'))
      .send({ email: 'jo@firm.com.au', password: newPassword })
      .expect(200);
  });

  it('refuses an expired reset token', async () => {
    await t.http
      .post('/api/auth/password-reset/request')
      .set(from('10.1.0.6'))
      .send({ email: 'jo@firm.com.au' })
      .expect(200);
    const token = mail.token('reset', 'jo@firm.com.au');
    now = new Date(now.getTime() + 61 * 60_000);
    const expired = await t.http
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'another-fresh-passphrase-1' })
      .expect(400);
    expect(expired.body.detail).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('makes only verified ADMIN_EMAILS admins, and lets an admin grant developer access to a verified user', async () => {
    const user = await t.http
      .post('/api/auth/sign-up')
      .set(from('10.1.0.7'))
      .send({ email: 'site.admin@firm.com.au', password: STRONG })
      .expect(200);
    const boss = await t.http
      .post('/api/auth/sign-up')
      .set(from('10.1.0.7'))
      .send({ email: 'boss@firm.com.au', password: STRONG })
      .expect(200);
    for (const address of ['site.admin@firm.com.au', 'boss@firm.com.au']) {
      await t.http
        .post('/api/auth/verify-email')
        .send({ token: mail.token('verify', address) })
        .expect(200);
    }
    const asUser = { Authorization: `Bearer ${user.body.token}` };
    const asBoss = { Authorization: `Bearer ${boss.body.token}` };
    expect(user.body.user.role).toBe('user');
    expect((await t.http.get('/api/admin/check-admin-status').set(asUser).expect(200)).body).toEqual({
      is_admin: false,
    });
    expect((await t.http.get('/api/admin/check-admin-status').set(asBoss).expect(200)).body).toEqual({
      is_admin: true,
    });
    await t.http
      .post('/api/admin/developer-access')
      .send({ user_id: user.body.user.uid, reason: 'beta' })
      .expect(401);
    const forbidden = await t.http
      .post('/api/admin/developer-access')
      .set(asUser)
      .send({ user_id: user.body.user.uid, reason: 'me' })
      .expect(403);
    expect(forbidden.body.code).toBe('ADMIN.FORBIDDEN');
    await t.http
      .post('/api/admin/developer-access')
      .set(asBoss)
      .send({ user_id: user.body.user.uid, reason: 'Runs the beta' })
      .expect(200);
    expect((await t.http.get('/api/admin/check-developer-status').set(asUser).expect(200)).body).toEqual({
      developer_access: true,
      is_admin: true,
    });
  });
});

describe('demo mode refuses the password endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 for sign-up, sign-in and resets, and reports demo mode', async () => {
    await t.http.post('/api/auth/sign-up').send({ email: 'a@b.co', password: STRONG }).expect(404);
    await t.http.post('/api/auth/sign-in').send({ email: 'a@b.co', password: STRONG }).expect(404);
    await t.http.post('/api/auth/password-reset/request').send({ email: 'a@b.co' }).expect(404);
    expect((await t.http.get('/api/auth/config').expect(200)).body).toEqual({
      mode: 'demo',
      google_enabled: true,
      min_password_length: 6,
    });
  });

  it("applies the spec's demo admin rule on the server", async () => {
    const admin = await t.signIn({ email: 'devops@firm.com.au' });
    const user = await t.signIn({ email: 'jane@firm.com.au' });
    expect(
      (await t.http.get('/api/admin/check-admin-status').set('Authorization', `Bearer ${admin.token}`)).body,
    ).toEqual({ is_admin: true });
    expect(
      (await t.http.get('/api/admin/check-admin-status').set('Authorization', `Bearer ${user.token}`)).body,
    ).toEqual({ is_admin: false });
    await t.http
      .post('/api/admin/developer-access')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ user_id: user.uid, reason: 'x' })
      .expect(403);
  });
});
