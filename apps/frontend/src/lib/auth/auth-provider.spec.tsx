import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppProvider } from '../../app/provider';
import { authUser, signInResponse, storeSession } from '../../testing/fixtures';
import { installFetch, problem } from '../../testing/fetch-mock';
import { api } from '../api-client';
import { useAuth } from './auth-context';
import { DEMO_USER_STORAGE_KEY } from './demo-session-storage';

/** Shows what useAuth exposes and drives its actions. */
function AuthProbe() {
  const auth = useAuth();
  const [idToken, setIdToken] = useState<string | null>(null);
  return (
    <div>
      <p>user: {auth.user?.email ?? 'none'}</p>
      <p>token: {auth.token ?? 'none'}</p>
      <p>id token: {idToken ?? 'unread'}</p>
      <button onClick={() => void auth.signIn('pat@firm.example', 'secret1')}>sign in</button>
      <button onClick={() => void auth.signUp('new@firm.example', 'secret1')}>sign up</button>
      <button onClick={() => void auth.signInWithGoogle()}>google</button>
      <button onClick={() => void auth.logout()}>logout</button>
      <button onClick={() => void auth.getIdToken().then(setIdToken)}>read token</button>
      <button onClick={() => void api.get('/user/subscription').catch(() => undefined)}>read subscription</button>
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

const storedSession = () => JSON.parse(window.localStorage.getItem(DEMO_USER_STORAGE_KEY) ?? 'null') as unknown;

describe('AuthProvider', () => {
  it('restores the saved demo_user without calling the server', async () => {
    const server = installFetch({});
    storeSession(authUser({ email: 'saved@firm.example' }), 'saved-token');

    renderProbe();

    expect(screen.getByText('user: saved@firm.example')).toBeInTheDocument();
    expect(screen.getByText('token: saved-token')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'read token' }));
    expect(screen.getByText('id token: saved-token')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('creates a demo user through the server on a first visit, showing the loading screen meanwhile', async () => {
    const created = authUser({ uid: 'demo_42', email: 'demo_42@demo.buildmentor.example' });
    const server = installFetch({ 'POST /api/auth/demo': signInResponseReply(created, 'server-token') });

    renderProbe();

    expect(screen.getByRole('status')).toHaveTextContent('Loading BuildMentor...');
    expect(await screen.findByText('user: demo_42@demo.buildmentor.example')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/demo')[0]?.body).toEqual({ user_type: 'demo', method: 'auto' });
    expect(storedSession()).toEqual({ user: created, token: 'server-token' });
    expect(api.getToken()).toBe('server-token');
  });

  it('passes ?user_type=pro on to the server', async () => {
    window.history.replaceState({}, '', '/chat?user_type=pro');
    const server = installFetch({ 'POST /api/auth/demo': signInResponseReply(authUser({ user_type: 'pro' }), 'pro-token') });

    renderProbe();

    await screen.findByText('token: pro-token');
    expect(server.callsTo('POST /api/auth/demo')[0]?.body).toEqual({ user_type: 'pro', method: 'auto' });
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
    ['sign in', { email: 'pat@firm.example', method: 'sign_in' }],
    ['sign up', { email: 'new@firm.example', method: 'sign_up' }],
    ['google', { email: 'demo.google.user@gmail.com', method: 'google' }],
  ])('%s asks the server for that user and replaces the session', async (button, expectedBody) => {
    const server = installFetch({
      'POST /api/auth/demo': (request) => {
        const email = (request.body as { email: string }).email;
        return signInResponseReply(authUser({ uid: `u-${email}`, email }), `token-${email}`);
      },
    });
    storeSession();
    renderProbe();

    await userEvent.click(screen.getByRole('button', { name: button }));

    expect(await screen.findByText(`user: ${expectedBody.email}`)).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/demo')[0]?.body).toEqual(expectedBody);
    expect(server.callsTo('POST /api/auth/demo')[0]?.headers['Authorization']).toBeUndefined();
    expect(storedSession()).toMatchObject({ token: `token-${expectedBody.email}` });
  });

  it('drops a restored token the server rejects and creates a new demo user', async () => {
    const fresh = authUser({ uid: 'demo_new', email: 'fresh@demo.buildmentor.example' });
    const server = installFetch({
      'GET /api/user/subscription': problem(401, 'unauthorized', 'Your session has expired.'),
      'POST /api/auth/demo': signInResponseReply(fresh, 'fresh-token'),
    });
    storeSession(authUser({ email: 'stale@firm.example' }), 'stale-token');
    renderProbe();

    await userEvent.click(screen.getByRole('button', { name: 'read subscription' }));

    expect(await screen.findByText('user: fresh@demo.buildmentor.example')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/demo')).toHaveLength(1);
    expect(storedSession()).toEqual({ user: fresh, token: 'fresh-token' });
  });

  it('ends loading signed out when the server cannot create a session', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFetch({ 'POST /api/auth/demo': problem(500, 'internal', 'Something broke.') });

    renderProbe();

    expect(await screen.findByText('user: none')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading BuildMentor...')).not.toBeInTheDocument());
  });

  it('throws when useAuth is used outside an AuthProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AuthProbe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});

function signInResponseReply(user: ReturnType<typeof authUser>, token: string) {
  return { body: signInResponse(user, token) };
}
