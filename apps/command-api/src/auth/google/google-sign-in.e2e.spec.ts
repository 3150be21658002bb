import { generateKeyPairSync } from 'node:crypto';
import { FakeOidcProvider } from '../../testing/fake-oidc-provider';
import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(30_000);

describe('Google sign-in over OIDC (local provider, real client code)', () => {
  const provider = new FakeOidcProvider();
  let t: TestApp;
  beforeAll(async () => {
    await provider.start();
    t = await startTestApp({
      env: {
        AUTH_MODE: 'password',
        ADMIN_EMAILS: 'chief@gmail.com',
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        OIDC_ISSUER_URL: provider.issuer,
        PUBLIC_URL: 'https://bm.example',
      },
      projector: false,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  async function begin() {
    const start = await t.http.get('/api/auth/google/start').expect(302);
    const location = new URL(start.headers.location!);
    const cookie = (start.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    return {
      location,
      cookie,
      state: location.searchParams.get('state')!,
      nonce: location.searchParams.get('nonce')!,
    };
  }

  it('is offered by the auth config', async () => {
    expect((await t.http.get('/api/auth/config').expect(200)).body.google_enabled).toBe(true);
  });

  it('redirects to the provider and back, creating the account and a working session', async () => {
    const { location, cookie, state, nonce } = await begin();
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(location.searchParams.get('redirect_uri')).toBe('https://bm.example/api/auth/google/callback');
    expect(location.searchParams.get('client_id')).toBe(provider.clientId);
    const code = provider.issueCode({
      sub: 'g-1',
      email: 'Kim@Gmail.com',
      email_verified: true,
      name: 'Kim Lee',
      nonce,
    });
    const callback = await t.http
      .get(`/api/auth/google/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`)
      .set('Cookie', cookie)
      .expect(302);
    const back = new URL(callback.headers.location!);
    expect(`${back.origin}${back.pathname}`).toBe('https://bm.example/auth');
    const fragment = new URLSearchParams(back.hash.slice(1));
    const user = JSON.parse(Buffer.from(fragment.get('user')!, 'base64url').toString());
    expect(user).toMatchObject({ email: 'kim@gmail.com', displayName: 'Kim Lee', emailVerified: true });
    await t.http
      .get('/api/user/subscription')
      .set('Authorization', `Bearer ${fragment.get('token')}`)
      .expect(200);
    // The same Google account signs in to the same user next time.
    const second = await begin();
    const code2 = provider.issueCode({
      sub: 'g-1',
      email: 'kim@gmail.com',
      email_verified: true,
      nonce: second.nonce,
    });
    const again = await t.http
      .get(
        `/api/auth/google/callback?code=${encodeURIComponent(code2)}&state=${encodeURIComponent(second.state)}`,
      )
      .set('Cookie', second.cookie)
      .expect(302);
    const user2 = JSON.parse(
      Buffer.from(
        new URLSearchParams(new URL(again.headers.location!).hash.slice(1)).get('user')!,
        'base64url',
      ).toString(),
    );
    expect(user2.uid).toBe(user.uid);
  });

  it('refuses a callback without the browser cookie (login CSRF)', async () => {
    const { state, nonce } = await begin();
    const code = provider.issueCode({ sub: 'g-2', email: 'eve@gmail.com', email_verified: true, nonce });
    await t.http.get(`/api/auth/google/callback?code=${code}&state=${encodeURIComponent(state)}`).expect(401);
  });

  /** A full Google round trip for `email`; returns the session the SPA would receive. */
  async function googleSession(sub: string, email: string) {
    const { state, nonce, cookie } = await begin();
    const code = provider.issueCode({ sub, email, email_verified: true, nonce });
    const callback = await t.http
      .get(`/api/auth/google/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`)
      .set('Cookie', cookie)
      .expect(302);
    const fragment = new URLSearchParams(new URL(callback.headers.location!).hash.slice(1));
    return {
      token: fragment.get('token')!,
      user: JSON.parse(Buffer.from(fragment.get('user')!, 'base64url').toString()) as {
        uid: string;
        emailVerified: boolean;
        role: string;
      },
    };
  }

  it('does not let a password sign-up take over an account Google created', async () => {
    const google = await googleSession('g-5', 'lee@gmail.com');
    const head = await t.eventStore.headPosition();
    const taken = await t.http
      .post('/api/auth/sign-up')
      .send({ email: 'lee@gmail.com', password: 'attacker-chosen-passphrase-1' })
      .expect(409);
    expect(taken.body.code).toBe('AUTH.EMAIL_TAKEN');
    expect(await t.eventStore.headPosition()).toBe(head);
    await t.http
      .post('/api/auth/sign-in')
      .send({ email: 'lee@gmail.com', password: 'attacker-chosen-passphrase-1' })
      .expect(401);
    await t.http.get('/api/user/subscription').set('Authorization', `Bearer ${google.token}`).expect(200);
  });

  it('drops a password set before Google proved the address, and its sessions (an ADMIN_EMAILS address stays safe)', async () => {
    const squatter = await t.http
      .post('/api/auth/sign-up')
      .send({ email: 'chief@gmail.com', password: 'attacker-chosen-passphrase-1' })
      .expect(200);
    expect(squatter.body.user).toMatchObject({ role: 'user', emailVerified: false });
    const owner = await googleSession('g-6', 'chief@gmail.com');
    expect(owner.user).toMatchObject({ uid: squatter.body.user.uid, emailVerified: true, role: 'admin' });
    await t.http
      .get('/api/user/subscription')
      .set('Authorization', `Bearer ${squatter.body.token}`)
      .expect(401);
    await t.http
      .post('/api/auth/sign-in')
      .send({ email: 'chief@gmail.com', password: 'attacker-chosen-passphrase-1' })
      .expect(401);
    await t.http.get('/api/admin/users').set('Authorization', `Bearer ${owner.token}`).expect(200);
  });

  it('refuses a wrong nonce, an unverified email and a forged signature', async () => {
    for (const claims of [{ nonce: 'other' }, { email_verified: false }]) {
      const { state, nonce, cookie } = await begin();
      const code = provider.issueCode({
        sub: 'g-3',
        email: 'x@gmail.com',
        email_verified: true,
        nonce,
        ...claims,
      });
      const response = await t.http
        .get(`/api/auth/google/callback?code=${code}&state=${encodeURIComponent(state)}`)
        .set('Cookie', cookie)
        .expect(401);
      expect(response.body.detail).toBe('Google sign-in failed. Please try again.');
    }
    const { state, nonce, cookie } = await begin();
    provider.signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const code = provider.issueCode({ sub: 'g-4', email: 'y@gmail.com', email_verified: true, nonce });
    await t.http
      .get(`/api/auth/google/callback?code=${code}&state=${encodeURIComponent(state)}`)
      .set('Cookie', cookie)
      .expect(401);
  });
});

describe('Google sign-in without an OIDC client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { AUTH_MODE: 'password' }, projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is hidden and answers 404', async () => {
    expect((await t.http.get('/api/auth/config').expect(200)).body.google_enabled).toBe(false);
    await t.http.get('/api/auth/google/start').expect(404);
  });
});
