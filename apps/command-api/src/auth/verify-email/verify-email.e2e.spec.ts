import { InMemoryMail } from '../../testing/in-memory-mail';
import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

const STRONG = 'gutter-overflow-sump-2026';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('email verification in password mode (HTTP, real stores, real projector)', () => {
  let t: TestApp;
  const mail = new InMemoryMail();
  let now = new Date('2026-03-01T00:00:00.000Z');
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        AUTH_MODE: 'password',
        ADMIN_EMAILS: 'boss@firm.com.au,ops@firm.com.au',
        PUBLIC_URL: 'https://bm.example',
      },
      overrides: { mailSender: mail, clock: () => now },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not make an ADMIN_EMAILS address admin at sign-up; the mailed link verifies it and only then is it admin', async () => {
    const signUp = await t.http
      .post('/api/auth/sign-up')
      .send({ email: 'Boss@Firm.com.au', password: STRONG })
      .expect(200);
    expect(signUp.body.user).toMatchObject({ email: 'boss@firm.com.au', role: 'user', emailVerified: false });
    const early = bearer(signUp.body.token);
    expect((await t.http.get('/api/admin/check-admin-status').set(early).expect(200)).body).toEqual({
      is_admin: false,
    });
    expect((await t.http.get('/api/admin/users').set(early).expect(403)).body.code).toBe('ADMIN.FORBIDDEN');
    const profile = await t.http
      .get('/api/user/profile')
      .set({ ...early, 'X-Min-Position': String(signUp.body.position) })
      .expect(200);
    expect(profile.body.email_verified).toBe(false);

    const token = mail.token('verify', 'boss@firm.com.au');
    expect(JSON.stringify(await t.eventStore.readAll({}))).not.toContain(token);
    const verified = await t.http.post('/api/auth/verify-email').send({ token }).expect(200);
    expect(verified.body).toMatchObject({
      message: 'Your email address is verified.',
      email: 'boss@firm.com.au',
    });

    const next = await t.http
      .post('/api/auth/sign-in')
      .send({ email: 'boss@firm.com.au', password: STRONG })
      .expect(200);
    expect(next.body.user).toMatchObject({ role: 'admin', emailVerified: true });
    await t.http.get('/api/admin/users').set(bearer(next.body.token)).expect(200);
    const after = await t.http
      .get('/api/user/profile')
      .set({ ...bearer(next.body.token), 'X-Min-Position': String(verified.body.position) })
      .expect(200);
    expect(after.body.email_verified).toBe(true);
  });

  it('refuses the same link twice, an unknown link and an expired link, appending nothing', async () => {
    await t.http.post('/api/auth/sign-up').send({ email: 'ops@firm.com.au', password: STRONG }).expect(200);
    const token = mail.token('verify', 'ops@firm.com.au');
    await t.http.post('/api/auth/verify-email').send({ token }).expect(200);
    const head = await t.eventStore.headPosition();
    const twice = await t.http.post('/api/auth/verify-email').send({ token }).expect(409);
    expect(twice.body).toMatchObject({
      code: 'AUTH.VERIFY_LINK_USED',
      detail: 'This verification link has already been used.',
    });
    const forged = `${token.slice(0, token.indexOf('.'))}.${'A'.repeat(43)}`;
    expect((await t.http.post('/api/auth/verify-email').send({ token: forged }).expect(400)).body.code).toBe(
      'AUTH.VERIFY_LINK_INVALID',
    );
    expect(
      (
        await t.http
          .post('/api/auth/verify-email')
          .send({ token: 'not-a-verification-token-at-all' })
          .expect(400)
      ).body.code,
    ).toBe('AUTH.VERIFY_LINK_INVALID');

    await t.http.post('/api/auth/sign-up').send({ email: 'late@firm.com.au', password: STRONG }).expect(200);
    const late = mail.token('verify', 'late@firm.com.au');
    const headBeforeExpiry = await t.eventStore.headPosition();
    now = new Date(now.getTime() + 24 * 3600_000 + 60_000);
    const expired = await t.http.post('/api/auth/verify-email').send({ token: late }).expect(400);
    expect(expired.body).toMatchObject({
      code: 'AUTH.VERIFY_LINK_EXPIRED',
      detail: 'This verification link has expired. Please request a new one.',
    });
    expect(await t.eventStore.headPosition()).toBe(headBeforeExpiry);
    expect(headBeforeExpiry).toBeGreaterThan(head);
  });

  it('resends a fresh link to a signed-in unverified user, throttled, and refuses when already verified', async () => {
    const signIn = await t.http
      .post('/api/auth/sign-in')
      .send({ email: 'late@firm.com.au', password: STRONG })
      .expect(200);
    expect(signIn.body.user.emailVerified).toBe(false);
    const before = mail.sent.length;
    const resent = await t.http
      .post('/api/auth/verify-email/resend')
      .set(bearer(signIn.body.token))
      .expect(200);
    expect(resent.body.message).toBe(
      'We have sent a new verification link to late@firm.com.au. It expires in 24 hours.',
    );
    expect(mail.sent).toHaveLength(before + 1);
    await t.http
      .post('/api/auth/verify-email')
      .send({ token: mail.token('verify', 'late@firm.com.au') })
      .expect(200);
    const again = await t.http
      .post('/api/auth/verify-email/resend')
      .set(bearer(signIn.body.token))
      .expect(409);
    expect(again.body.code).toBe('AUTH.EMAIL_ALREADY_VERIFIED');

    await t.http.post('/api/auth/verify-email/resend').expect(401);
    const flood = await t.http
      .post('/api/auth/sign-up')
      .send({ email: 'flood@firm.com.au', password: STRONG })
      .expect(200);
    for (let i = 0; i < 5; i++)
      await t.http.post('/api/auth/verify-email/resend').set(bearer(flood.body.token)).expect(200);
    const throttled = await t.http
      .post('/api/auth/verify-email/resend')
      .set(bearer(flood.body.token))
      .expect(429);
    expect(throttled.body.code).toBe('AUTH.THROTTLED');
  });

  it('lets an admin grant developer access only to a verified address', async () => {
    const boss = await t.http
      .post('/api/auth/sign-in')
      .send({ email: 'boss@firm.com.au', password: STRONG })
      .expect(200);
    const fresh = await t.http
      .post('/api/auth/sign-up')
      .send({ email: 'new.hire@firm.com.au', password: STRONG })
      .expect(200);
    const refused = await t.http
      .post('/api/admin/developer-access')
      .set(bearer(boss.body.token))
      .send({ user_id: fresh.body.user.uid, reason: 'Support rota' })
      .expect(409);
    expect(refused.body.code).toBe('USER.EMAIL_NOT_VERIFIED');
    await t.http
      .post('/api/auth/verify-email')
      .send({ token: mail.token('verify', 'new.hire@firm.com.au') })
      .expect(200);
    await t.http
      .post('/api/admin/developer-access')
      .set(bearer(boss.body.token))
      .send({ user_id: fresh.body.user.uid, reason: 'Support rota' })
      .expect(200);
    expect(
      (await t.http.get('/api/admin/check-admin-status').set(bearer(fresh.body.token)).expect(200)).body,
    ).toEqual({ is_admin: true });
  });
});
