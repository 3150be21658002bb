import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authUser, profile, signInResponse, storeSession } from '../testing/fixtures';
import { installFetch, problem } from '../testing/fetch-mock';
import { renderApp } from '../testing/render-app';

/** The chat's reads, answered as for a fresh trial user. */
const chatReads = {
  'GET /api/user/subscription': {
    body: { tier: 'demo', is_trial: true, trial_info: { questions_remaining: 3, questions_used: 0 } },
  },
  'GET /api/chat/history': { body: { conversations: [] } },
  'GET /api/user/profile': { body: profile({ email: 'pat@firm.example' }) },
};

/** Signed out: the server refuses to create the automatic demo session. */
function signedOut() {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return installFetch({ 'POST /api/auth/demo': problem(503, 'unavailable', 'Try again later.') });
}

describe('router', () => {
  it('redirects an unknown path to /', async () => {
    installFetch({});
    storeSession();

    renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: /construction guidance/i }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(document.title).toBe('Home | BuildMentor');
  });

  it.each([
    ['/admin', 'Admin Dashboard', 'Access Denied'],
    ['/admin/feedback', 'Feedback Dashboard', 'Feedback Dashboard'],
  ])('registers %s (its own page; see routes/admin/*.spec.tsx)', async (path, page, heading) => {
    installFetch({});
    storeSession();

    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
    await waitFor(() => expect(document.title).toBe(`${page} | BuildMentor`));
  });

  it('shows the signed-in landing: Knowledge Vault, email badge, Go to Chat and Start Chatting Now', async () => {
    installFetch({});
    storeSession(authUser({ email: 'pat@firm.example' }));

    renderApp('/');

    const start = await screen.findByRole('link', { name: 'Start Chatting Now' });
    expect(start).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', { name: 'Go to Chat' })).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', { name: 'Knowledge Vault' })).toHaveAttribute('href', '/knowledge');
    expect(screen.getByText('pat@firm.example')).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(header.getByRole('link', { name: 'BuildMentor home' })).toHaveAttribute('href', '/');
    expect(document.getElementById('features')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByText(/© 2025 BuildMentor/)).toBeInTheDocument();
  });

  it('shows the signed-out landing: Sign In and Try 3 Questions Free', async () => {
    signedOut();

    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Try 3 Questions Free' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Go to Chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Knowledge Vault' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor from /chat to /auth', async () => {
    signedOut();

    renderApp('/chat');

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
  });

  it('sends a signed-in user from /auth to /chat', async () => {
    installFetch(chatReads);
    storeSession();

    renderApp('/auth');

    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/chat');
    expect(document.title).toBe('Chat | BuildMentor');
  });

  it('signs in from /auth and lands in the chat', async () => {
    // The demo's sign-in delay (1000 ms) passes on jest's clock.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const failing = signedOut();
    renderApp('/auth');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(failing.callsTo('POST /api/auth/demo')).toHaveLength(1);
    // The server is back: the form's sign-in works.
    const pat = authUser({ uid: 'u-pat', email: 'pat@firm.example' });
    const working = installFetch({
      ...chatReads,
      'POST /api/auth/demo': { body: signInResponse(pat, 'pat-token') },
    });

    await user.type(screen.getByLabelText('Email'), 'pat@firm.example');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await act(() => jest.advanceTimersByTimeAsync(1000));

    expect(await screen.findByText('pat@firm.example')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/chat');
    expect(working.callsTo('POST /api/auth/demo')[0]?.body).toEqual({
      email: 'pat@firm.example',
      method: 'sign_in',
    });
    expect(working.callsTo('GET /api/user/subscription')[0]?.headers['Authorization']).toBe(
      'Bearer pat-token',
    );
  });

  it('shows the provider error when sign-in fails', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const server = signedOut();
    renderApp('/auth');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(server.callsTo('POST /api/auth/demo')).toHaveLength(1);

    await user.type(screen.getByLabelText('Email'), 'pat@firm.example');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await act(() => jest.advanceTimersByTimeAsync(1000));

    expect(await screen.findByRole('alert')).toHaveTextContent('Demo sign-in failed');
  });
});
