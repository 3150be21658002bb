import { InMemoryMail } from '../testing/in-memory-mail';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

const STRONG = 'gutter-overflow-sump-2026';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Tokens are stateless for 30 days, so revocation is a per-user token version: every token carries
 * the version current when it was issued, and every request compares it with the credential
 * stream's current version. These tests take a token, use it (so the per-process cache holds it),
 * revoke, and expect 401 for it and 200 for the token issued afterwards.
 */
describe('password mode: a reset, a password change and "sign out everywhere" end earlier sessions', () => {
  let t: TestApp;
  const mail = new InMemoryMail();
  beforeAll(async () => {
    t = await startTestApp({
      env: { AUTH_MODE: 'password', PUBLIC_URL: 'https://bm.example' },
      overrides: { mailSender: mail },
      projector: false,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = async (email: string, password: string) =>
    (await t.http.post('/api/auth/sign-in').send({ email, password }).expect(200)).body.token as string;
  const works = (token: string) => t.http.get('/api/user/subscription').set(bearer(token)).expect(200);
  const refused = async (token: string) =>
    expect((await t.http.get('/api/user/subscription').set(bearer(token)).expect(401)).body.code).toBe(
      'AUTH.INVALID_TOKEN',
    );

  it('a password reset revokes a token taken before it', async () => {
    await t.http.post('/api/auth/sign-up').send({ email: 'reset@firm.com.au', password: STRONG }).expect(200);
    const before = await signIn('reset@firm.com.au', STRONG);
    await works(before);
    await t.http.post('/api/auth/password-reset/request').send({ email: 'reset@firm.com.au' }).expect(200);
    const token = mail.token('reset', 'reset@firm.com.au');
    await t.http
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'ridge-capping-flashing-77' })
      .expect(200);
    await refused(before);
    await works(await signIn('reset@firm.com.au', 'ridge-capping-flashing-77'));
  });

  it('a password change checks the current password and the policy, revokes earlier tokens and returns a fresh one', async () => {
    const signUp = await t.http
      .post('/api/auth/sign-up')
      .send({ email: 'change@firm.com.au', password: STRONG })
      .expect(200);
    const other = await signIn('change@firm.com.au', STRONG);
    await works(other);
    const head = await t.eventStore.headPosition();
    const wrong = await t.http
      .post('/api/auth/password/change')
      .set(bearer(signUp.body.token))
      .send({ current_password: 'not-my-password', new_password: 'ridge-capping-flashing-77' })
      .expect(400);
    expect(wrong.body).toMatchObject({
      code: 'AUTH.CURRENT_PASSWORD_INCORRECT',
      errors: [{ path: 'body.current_password', message: 'Your current password is incorrect.' }],
    });
    const weak = await t.http
      .post('/api/auth/password/change')
      .set(bearer(signUp.body.token))
      .send({ current_password: STRONG, new_password: 'password123' })
      .expect(400);
    expect(weak.body.errors).toEqual([
      {
        path: 'body.new_password',
        message: 'This password is too common. Please choose a less predictable one.',
      },
    ]);
    const missing = await t.http
      .post('/api/auth/password/change')
      .set(bearer(signUp.body.token))
      .send({ current_password: STRONG })
      .expect(400);
    expect(missing.body.errors[0].path).toBe('body.new_password');
    expect(await t.eventStore.headPosition()).toBe(head);
    await works(other);

    const changed = await t.http
      .post('/api/auth/password/change')
      .set(bearer(signUp.body.token))
      .send({ current_password: STRONG, new_password: 'ridge-capping-flashing-77' })
      .expect(200);
    expect(changed.body.user).toMatchObject({ uid: signUp.body.user.uid, email: 'change@firm.com.au' });
    await refused(other);
    await refused(signUp.body.token);
    await works(changed.body.token);
    await t.http
      .post('/api/auth/sign-in')
      .send({ email: 'change@firm.com.au', password: STRONG })
      .expect(401);
    await works(await signIn('change@firm.com.au', 'ridge-capping-flashing-77'));
  });

  it('"sign out everywhere" revokes every token of the user, this one included, and no one else\'s', async () => {
    await t.http
      .post('/api/auth/sign-up')
      .send({ email: 'everywhere@firm.com.au', password: STRONG })
      .expect(200);
    const bystander = (
      await t.http
        .post('/api/auth/sign-up')
        .send({ email: 'bystander@firm.com.au', password: STRONG })
        .expect(200)
    ).body.token as string;
    const laptop = await signIn('everywhere@firm.com.au', STRONG);
    const phone = await signIn('everywhere@firm.com.au', STRONG);
    for (const token of [laptop, phone, laptop]) await works(token);
    const out = await t.http.post('/api/auth/sign-out-everywhere').set(bearer(laptop)).expect(200);
    expect(out.body.message).toBe('You have been signed out on every device.');
    await refused(laptop);
    await refused(phone);
    await works(bystander);
    await works(await signIn('everywhere@firm.com.au', STRONG));
    await t.http.post('/api/auth/sign-out-everywhere').expect(401);
  });
});

describe('demo mode: "sign out everywhere" works in any mode; password change does not exist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('revokes the demo token; signing in again gives a working one', async () => {
    const first = await t.signIn({ email: 'sam@firm.com.au', method: 'sign_in' });
    await t.http.get('/api/user/subscription').set(bearer(first.token)).expect(200);
    await t.http.post('/api/auth/sign-out-everywhere').set(bearer(first.token)).expect(200);
    await t.http.get('/api/user/subscription').set(bearer(first.token)).expect(401);
    const again = await t.signIn({ email: 'sam@firm.com.au', method: 'sign_in' });
    expect(again.uid).toBe(first.uid);
    await t.http.get('/api/user/subscription').set(bearer(again.token)).expect(200);
    const change = await t.http
      .post('/api/auth/password/change')
      .set(bearer(again.token))
      .send({ current_password: 'x', new_password: 'ridge-capping-flashing-77' })
      .expect(404);
    expect(change.body.code).toBe('AUTH.PASSWORD_DISABLED');
  });
});
