import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppProvider } from '../../app/provider';
import { authConfig, authUser, signInResponse, storeSession } from '../../testing/fixtures';
import { installFetch, problem } from '../../testing/fetch-mock';
import { api } from '../api-client';
import { useAuth } from './auth-context';
import { DEMO_KEY_STORAGE_KEY } from './demo-key';
import { DEMO_USER_STORAGE_KEY } from './demo-session-storage';

/** Shows what useAuth exposes and drives its actions. */
function AuthProbe() {
  const auth = useAuth();
  const [idToken, setIdToken] = useState<string | null>(null);
  const [outcome, setOutcome] = useState('none');
  const track = (action: Promise<unknown>) =>
    void action.then(
      (value) => setOutcome(`ok ${typeof value === 'string' ? value : ''}`.trim()),
      (error: Error) => setOutcome(`error ${error.message}`),
    );
  return (
    <div>
      <p>user: {auth.user?.email ?? 'none'}</p>
      <p>token: {auth.token ?? 'none'}</p>
      <p>automatic: {String(auth.automatic)}</p>
      <p>id token: {idToken ?? 'unread'}</p>
      <p>outcome: {outcome}</p>
      <button onClick={() => track(auth.signIn('pat@firm.example', 'secret1'))}>sign in</button>
      <button onClick={() => track(auth.signUp('new@firm.example', 'secret1'))}>sign up</button>
      <button onClick={() => track(auth.signInWithGoogle())}>google</button>
      <button onClick={() => track(auth.resetPassword('pat@firm.example'))}>reset</button>
      <button
        onClick={() => track(auth.confirmPasswordReset('reset-token-0123456789abcdef', 'n3w-Passphrase'))}
      >
        confirm reset
      </button>
      <button onClick={() => void auth.logout()}>logout</button>
      <button onClick={() => track(auth.signOutEverywhere())}>sign out everywhere</button>
      <button onClick={() => void auth.getIdToken().then(setIdToken)}>read token</button>
      <button onClick={() => void api.get('/user/subscription').catch(() => undefined)}>
        read subscription
      </button>
    </div>
  );
}

function renderProbe() {
  return render(
    <AppProvider>
      <AuthProbe />
    </AppProvider>,
  );
}

const storedSession = () =>
  JSON.parse(window.localStorage.getItem(DEMO_USER_STORAGE_KEY) ?? 'null') as unknown;

function signInResponseReply(user: ReturnType<typeof authUser>, token: string) {
  return { body: signInResponse(user, token) };
}

describe('AuthProvider in demo mode', () => {
  const demoConfig = { 'GET /api/auth/config': { body: authConfig('demo') } };

  it('restores the saved demo_user without calling the server', async () => {
    const server = installFetch({});
    storeSession(authUser({ email: 'saved@firm.example' }), 'saved-token');

    renderProbe();

    expect(screen.getByText('user: saved@firm.example')).toBeInTheDocument();
    expect(screen.getByText('token: saved-token')).toBeInTheDocument();
    expect(screen.getByText('automatic: false')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'read token' }));
    expect(screen.getByText('id token: saved-token')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('creates the automatic demo user through the server on a first visit, showing the loading screen meanwhile', async () => {
    const created = authUser({ uid: 'demo_42', email: 'demo_42@demo.buildmentor.example' });
    const server = installFetch({
      ...demoConfig,
      'POST /api/auth/demo': signInResponseReply(created, 'server-token'),
    });

    renderProbe();

    expect(screen.getByRole('status')).toHaveTextContent('Loading BuildMentor...');
    expect(await screen.findByText('user: demo_42@demo.buildmentor.example')).toBeInTheDocument();
    expect(screen.getByText('automatic: true')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/demo')[0]?.body).toEqual({ user_type: 'demo', method: 'auto' });
    expect(storedSession()).toEqual({ user: created, token: 'server-token', automatic: true });
    expect(api.getToken()).toBe('server-token');
  });

  it('treats a server without an auth config as demo mode', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = installFetch({ 'POST /api/auth/demo': signInResponseReply(authUser(), 'server-token') });

    renderProbe();

    expect(await screen.findByText('token: server-token')).toBeInTheDocument();
    expect(server.callsTo('GET /api/auth/config')).toHaveLength(1);
  });

  it("passes ?user_type=pro on to the server with this browser's demo key, created once and kept", async () => {
    window.history.replaceState({}, '', '/chat?user_type=pro');
    const server = installFetch({
      ...demoConfig,
      'POST /api/auth/demo': signInResponseReply(authUser({ user_type: 'pro' }), 'pro-token'),
    });

    renderProbe();

    await screen.findByText('token: pro-token');
    const key = window.localStorage.getItem(DEMO_KEY_STORAGE_KEY);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(server.callsTo('POST /api/auth/demo')[0]?.body).toEqual({
      user_type: 'pro',
      method: 'auto',
      demo_key: key,
    });
  });

  it('keeps the pro demo account over a reload, and signs in again with the same key when the token is rejected', async () => {
    window.history.replaceState({}, '', '/chat?user_type=pro');
    const pro = authUser({ uid: 'pro-1', email: 'pro.user+1a2b3c4d@buildmentor.example', user_type: 'pro' });
    const server = installFetch({
      ...demoConfig,
      'POST /api/auth/demo': signInResponseReply(pro, 'pro-token'),
      'GET /api/user/subscription': problem(401, 'unauthorized', 'Your session has expired.'),
    });
    const first = renderProbe();
    await screen.findByText('token: pro-token');
    const key = window.localStorage.getItem(DEMO_KEY_STORAGE_KEY);
    first.unmount();

    // A reload restores the saved session: no new sign-in, the same key.
    renderProbe();
    expect(screen.getByText('user: pro.user+1a2b3c4d@buildmentor.example')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/demo')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'read subscription' }));
    await waitFor(() => expect(server.callsTo('POST /api/auth/demo')).toHaveLength(2));
    expect(server.callsTo('POST /api/auth/demo').map((call) => call.body)).toEqual([
      { user_type: 'pro', method: 'auto', demo_key: key },
      { user_type: 'pro', method: 'auto', demo_key: key },
    ]);
    expect(window.localStorage.getItem(DEMO_KEY_STORAGE_KEY)).toBe(key);
  });

  it('sends no demo key for the automatic demo user', async () => {
    const server = installFetch({
      ...demoConfig,
      'POST /api/auth/demo': signInResponseReply(authUser(), 'demo-token'),
    });

    renderProbe();

    await screen.findByText('token: demo-token');
    expect(server.callsTo('POST /api/auth/demo')[0]?.body).toEqual({ user_type: 'demo', method: 'auto' });
    expect(window.localStorage.getItem(DEMO_KEY_STORAGE_KEY)).toBeNull();
  });

  it('logout forgets the demo key, so the next pro visit is a new pro demo account', async () => {
    window.history.replaceState({}, '', '/chat?user_type=pro');
    const server = installFetch({
      ...demoConfig,
      'POST /api/auth/demo': signInResponseReply(authUser({ user_type: 'pro' }), 'pro-token'),
    });
    const first = renderProbe();
    await screen.findByText('token: pro-token');
    const key = window.localStorage.getItem(DEMO_KEY_STORAGE_KEY);

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));

    expect(window.localStorage.getItem(DEMO_KEY_STORAGE_KEY)).toBeNull();
    first.unmount();
    renderProbe();
    await screen.findByText('token: pro-token');
    const next = window.localStorage.getItem(DEMO_KEY_STORAGE_KEY);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(key);
    expect(server.callsTo('POST /api/auth/demo')[1]?.body).toMatchObject({ demo_key: next });
  });

  it('sign out everywhere forgets the demo key too', async () => {
    window.history.replaceState({}, '', '/chat?user_type=pro');
    const server = installFetch({
      ...demoConfig,
      'POST /api/auth/demo': signInResponseReply(authUser({ user_type: 'pro' }), 'pro-token'),
      'POST /api/auth/sign-out-everywhere': { body: { message: 'Signed out everywhere.', position: 7 } },
    });
    renderProbe();
    await screen.findByText('token: pro-token');
    expect(window.localStorage.getItem(DEMO_KEY_STORAGE_KEY)).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'sign out everywhere' }));

    expect(await screen.findByText('token: none')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/sign-out-everywhere')).toHaveLength(1);
    expect(window.localStorage.getItem(DEMO_KEY_STORAGE_KEY)).toBeNull();
  });

  it('logout clears the user, the token and the saved entry', async () => {
    installFetch({});
    storeSession();
    renderProbe();

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));

    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(screen.getByText('token: none')).toBeInTheDocument();
    expect(window.localStorage.getItem(DEMO_USER_STORAGE_KEY)).toBeNull();
    expect(api.getToken()).toBeNull();
  });

  it.each([
    ['sign in', 1000, { email: 'pat@firm.example', method: 'sign_in' }],
    ['sign up', 1000, { email: 'new@firm.example', method: 'sign_up' }],
    ['google', 1500, { email: 'demo.google.user@gmail.com', method: 'google' }],
  ])(
    '%s waits the demo delay (%i ms), then asks the server for that user and replaces the session',
    async (button, delay, expectedBody) => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const server = installFetch({
        ...demoConfig,
        'POST /api/auth/demo': (request) => {
          const email = (request.body as { email: string }).email;
          return signInResponseReply(authUser({ uid: `u-${email}`, email }), `token-${email}`);
        },
      });
      storeSession();
      renderProbe();

      await user.click(screen.getByRole('button', { name: button }));
      await act(() => jest.advanceTimersByTimeAsync(delay - 1));
      expect(server.callsTo('POST /api/auth/demo')).toHaveLength(0);
      await act(() => jest.advanceTimersByTimeAsync(1));

      expect(await screen.findByText(`user: ${expectedBody.email}`)).toBeInTheDocument();
      expect(screen.getByText('automatic: false')).toBeInTheDocument();
      expect(server.callsTo('POST /api/auth/demo')[0]?.body).toEqual(expectedBody);
      expect(server.callsTo('POST /api/auth/demo')[0]?.headers['Authorization']).toBeUndefined();
      expect(storedSession()).toEqual({
        user: authUser({ uid: `u-${expectedBody.email}`, email: expectedBody.email }),
        token: `token-${expectedBody.email}`,
      });
    },
  );

  it.each([
    ['sign in', 'Demo sign-in failed'],
    ['sign up', 'Demo sign-up failed'],
    ['google', 'Demo Google sign-in failed'],
  ])('%s rejects with "%s" when the server fails', async (button, message) => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    installFetch({ ...demoConfig, 'POST /api/auth/demo': problem(503, 'unavailable', 'Try again later.') });
    storeSession();
    renderProbe();

    await user.click(screen.getByRole('button', { name: button }));
    await act(() => jest.advanceTimersByTimeAsync(1500));

    expect(await screen.findByText(`outcome: error ${message}`)).toBeInTheDocument();
  });

  it('simulates the password reset with the 1000 ms delay and no call', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const server = installFetch(demoConfig);
    storeSession();
    renderProbe();

    await user.click(screen.getByRole('button', { name: 'reset' }));
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(screen.getByText('outcome: none')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));

    expect(await screen.findByText('outcome: ok')).toBeInTheDocument();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/auth/config']);
  });

  it('drops a restored token the server rejects and creates a new demo user', async () => {
    const fresh = authUser({ uid: 'demo_new', email: 'fresh@demo.buildmentor.example' });
    const server = installFetch({
      ...demoConfig,
      'GET /api/user/subscription': problem(401, 'unauthorized', 'Your session has expired.'),
      'POST /api/auth/demo': signInResponseReply(fresh, 'fresh-token'),
    });
    storeSession(authUser({ email: 'stale@firm.example' }), 'stale-token');
    renderProbe();

    await userEvent.click(screen.getByRole('button', { name: 'read subscription' }));

    expect(await screen.findByText('user: fresh@demo.buildmentor.example')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/demo')).toHaveLength(1);
    expect(storedSession()).toEqual({ user: fresh, token: 'fresh-token', automatic: true });
  });

  it('ends loading signed out when the server cannot create a session', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFetch({ ...demoConfig, 'POST /api/auth/demo': problem(500, 'internal', 'Something broke.') });

    renderProbe();

    expect(await screen.findByText('user: none')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading BuildMentor...')).not.toBeInTheDocument());
  });

  it('throws when useAuth is used outside an AuthProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AuthProbe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('AuthProvider in password mode', () => {
  const passwordConfig = { 'GET /api/auth/config': { body: authConfig('password') } };

  it('creates nobody on a first visit: the visitor stays signed out', async () => {
    const server = installFetch(passwordConfig);

    renderProbe();

    expect(await screen.findByText('user: none')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/demo')).toHaveLength(0);
    expect(window.localStorage.getItem(DEMO_USER_STORAGE_KEY)).toBeNull();
  });

  it('signs up with the email and password, at once, and keeps the session under demo_user', async () => {
    const created = authUser({ uid: 'u-new', email: 'new@firm.example', user_type: 'demo' });
    const server = installFetch({
      ...passwordConfig,
      'POST /api/auth/sign-up': signInResponseReply(created, 'signed-token'),
    });
    renderProbe();
    await screen.findByText('user: none');

    await userEvent.click(screen.getByRole('button', { name: 'sign up' }));

    expect(await screen.findByText('user: new@firm.example')).toBeInTheDocument();
    const [call] = server.callsTo('POST /api/auth/sign-up');
    expect(call?.body).toEqual({ email: 'new@firm.example', password: 'secret1' });
    expect(call?.headers['Authorization']).toBeUndefined();
    expect(storedSession()).toEqual({ user: created, token: 'signed-token' });
    expect(server.callsTo('POST /api/auth/demo')).toHaveLength(0);
  });

  it("rejects a failed sign-in with the server's words", async () => {
    const server = installFetch({
      ...passwordConfig,
      'POST /api/auth/sign-in': problem(401, 'AUTH.INVALID_CREDENTIALS', 'Invalid email or password.'),
    });
    renderProbe();
    await screen.findByText('user: none');

    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));

    expect(await screen.findByText('outcome: error Invalid email or password.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/sign-in')[0]?.body).toEqual({
      email: 'pat@firm.example',
      password: 'secret1',
    });
    expect(screen.getByText('user: none')).toBeInTheDocument();
  });

  it('asks the server to send a reset link, and sets a new password with the link token', async () => {
    const server = installFetch({
      ...passwordConfig,
      'POST /api/auth/password-reset/request': {
        body: { message: 'If an account exists for this email, we have sent a link.' },
      },
      'POST /api/auth/password-reset/confirm': {
        body: { message: 'Your password has been reset. You can now sign in.' },
      },
    });
    renderProbe();
    await screen.findByText('user: none');

    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(await screen.findByText('outcome: ok')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'confirm reset' }));

    expect(
      await screen.findByText('outcome: ok Your password has been reset. You can now sign in.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/password-reset/request')[0]?.body).toEqual({
      email: 'pat@firm.example',
    });
    expect(server.callsTo('POST /api/auth/password-reset/confirm')[0]?.body).toEqual({
      token: 'reset-token-0123456789abcdef',
      password: 'n3w-Passphrase',
    });
  });

  it('signs the visitor out when the server rejects the token, without creating a demo user', async () => {
    const server = installFetch({
      ...passwordConfig,
      'GET /api/user/subscription': problem(401, 'unauthorized', 'Your session has expired.'),
    });
    storeSession(authUser({ email: 'pat@firm.example' }), 'expired-token');
    renderProbe();

    await userEvent.click(screen.getByRole('button', { name: 'read subscription' }));

    expect(await screen.findByText('user: none')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/demo')).toHaveLength(0);
    expect(window.localStorage.getItem(DEMO_USER_STORAGE_KEY)).toBeNull();
  });

  it('takes the session from the Google redirect fragment, removes it from the address, and reads after its position', async () => {
    const google = authUser({ uid: 'u-g', email: 'pat@gmail.example' });
    const encodedUser = Buffer.from(JSON.stringify(google)).toString('base64url');
    window.history.replaceState({}, '', `/auth#token=google-token&user=${encodedUser}&position=77`);
    const server = installFetch({ 'GET /api/user/subscription': { body: {} } });

    renderProbe();

    expect(screen.getByText('user: pat@gmail.example')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(storedSession()).toEqual({ user: google, token: 'google-token' });
    await userEvent.click(screen.getByRole('button', { name: 'read subscription' }));
    await waitFor(() => expect(server.callsTo('GET /api/user/subscription')).toHaveLength(1));
    expect(server.callsTo('GET /api/user/subscription')[0]?.headers).toMatchObject({
      Authorization: 'Bearer google-token',
    });
    expect(
      Number(server.callsTo('GET /api/user/subscription')[0]?.headers['X-Min-Position']),
    ).toBeGreaterThanOrEqual(77);
  });
});
