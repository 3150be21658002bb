import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authConfig, authUser, profile, signInResponse, subscription } from '../../testing/fixtures';
import { installFetch, problem, type RouteHandler } from '../../testing/fetch-mock';
import { seriousAxeViolations } from '../../testing/axe';
import { renderApp } from '../../testing/render-app';

/** What /chat reads once someone is signed in (a user who finished the welcome setup). */
const chatReads: Record<string, RouteHandler> = {
  'GET /api/user/subscription': { body: subscription(3) },
  'GET /api/chat/history': { body: { conversations: [] } },
  'GET /api/user/profile': { body: profile() },
};

type Mode = 'demo' | 'password';

/**
 * Opens /auth signed out. In demo mode the automatic demo user is refused (so the form shows);
 * the buttons' own demo sign-ins succeed unless `routes` says otherwise.
 */
async function openAuth(
  mode: Mode,
  routes: Record<string, RouteHandler> = {},
  { path = '/auth', google = false, fakeTimers = false } = {},
) {
  if (fakeTimers) jest.useFakeTimers();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const server = installFetch({
    ...chatReads,
    'GET /api/auth/config': { body: authConfig(mode, mode === 'password' ? { google_enabled: google } : {}) },
    'POST /api/auth/demo': (request) => {
      const { email, method } = request.body as { email?: string; method: string };
      if (method === 'auto') return problem(503, 'unavailable', 'Try again later.');
      return { body: signInResponse(authUser({ uid: `u-${email}`, email }), `token-${email}`) };
    },
    ...routes,
  });
  renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return { server, user };
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const confirmPassword = () => screen.getByLabelText('Confirm password');
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });
const createButton = () => screen.getByRole('button', { name: 'Create Account' });
const alertText = async () => (await screen.findByRole('alert')).textContent;

describe('/auth', () => {
  it('demo mode: the sign-in form with Google, forgot password, the sign-up toggle, legal links and the demo notice', async () => {
    const { user } = await openAuth('demo');

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to BuildMentor' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Demo mode' })).toHaveTextContent(/sign-in is simulated/);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    expect(document.title).toBe('Sign In | BuildMentor');

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(
      screen.getByRole('heading', { level: 1, name: 'Create your BuildMentor account' }),
    ).toBeInTheDocument();
    expect(confirmPassword()).toHaveAttribute('type', 'password');
    expect(createButton()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forgot your password?' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signInButton()).toBeInTheDocument();
  });

  it('shows and hides each password', async () => {
    const { user } = await openAuth('demo');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirmPassword()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  describe('validation (spec section 5)', () => {
    it.each([
      ['sign in', '', 'secret1', '', 'Email is required', 'Email'],
      ['sign in', 'pat@firm', 'secret1', '', 'Please enter a valid email address', 'Email'],
      ['sign in', 'pat@firm.example', '', '', 'Password is required', 'Password'],
      ['sign up', '', 'secret1', 'secret1', 'Email is required', 'Email'],
      ['sign up', 'not-an-email', 'secret1', 'secret1', 'Please enter a valid email address', 'Email'],
      ['sign up', 'new@firm.example', 'secret1', 'secret2', 'Passwords do not match', 'Confirm password'],
      ['sign up', 'new@firm.example', 'abc12', 'abc12', 'Password must be at least 6 characters', 'Password'],
      ['sign up', 'new@firm.example', 'abc12', 'abc13', 'Passwords do not match', 'Confirm password'],
    ])(
      '%s with email "%s", password "%s", confirm "%s": "%s"',
      async (form, emailValue, passwordValue, confirmValue, message, field) => {
        const { server, user } = await openAuth('demo');
        if (form === 'sign up') await user.click(screen.getByRole('button', { name: 'Sign up' }));
        if (emailValue) await user.type(email(), emailValue);
        if (passwordValue) await user.type(password(), passwordValue);
        if (confirmValue) await user.type(confirmPassword(), confirmValue);
        const before = server.calls.length;

        await user.click(form === 'sign up' ? createButton() : signInButton());

        expect(await alertText()).toBe(message);
        const invalid = screen.getByLabelText(field);
        expect(invalid).toHaveAttribute('aria-invalid', 'true');
        expect(invalid).toHaveAccessibleDescription(message);
        expect(invalid).toHaveFocus();
        expect(server.calls.length).toBe(before);
      },
    );

    it("uses the server's minimum length in password mode", async () => {
      const { server, user } = await openAuth('password');
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      await user.type(email(), 'new@firm.example');
      await user.type(password(), 'seven77');
      await user.type(confirmPassword(), 'seven77');

      await user.click(createButton());

      expect(await alertText()).toBe('Password must be at least 8 characters');
      expect(server.callsTo('POST /api/auth/sign-up')).toHaveLength(0);
    });

    it('asks for the email before a password reset', async () => {
      const { user } = await openAuth('demo');

      await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

      expect(await alertText()).toBe('Please enter your email address first');
      expect(email()).toHaveFocus();
    });
  });

  describe('demo mode', () => {
    it('signs up after the 1000 ms demo delay and lands in the chat', async () => {
      const { server, user } = await openAuth('demo', {}, { fakeTimers: true });
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      await user.type(email(), 'new@firm.example');
      await user.type(password(), 'secret1');
      await user.type(confirmPassword(), 'secret1');

      await user.click(createButton());
      expect(createButton()).toBeDisabled();
      await act(() => jest.advanceTimersByTimeAsync(999));
      expect(server.callsTo('POST /api/auth/demo')).toHaveLength(1); // only the refused automatic one
      await act(() => jest.advanceTimersByTimeAsync(1));

      expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/chat');
      expect(server.callsTo('POST /api/auth/demo')[1]?.body).toEqual({
        email: 'new@firm.example',
        method: 'sign_up',
      });
    });

    it('signs in with Google after the 1500 ms demo delay', async () => {
      const { server, user } = await openAuth('demo', {}, { fakeTimers: true });

      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      await act(() => jest.advanceTimersByTimeAsync(1499));
      expect(server.callsTo('POST /api/auth/demo')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(1));

      expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
      expect(server.callsTo('POST /api/auth/demo')[1]?.body).toEqual({
        email: 'demo.google.user@gmail.com',
        method: 'google',
      });
    });

    it("says 'Google sign-in failed. Please try again.' when the demo Google sign-in fails", async () => {
      const { user } = await openAuth(
        'demo',
        { 'POST /api/auth/demo': problem(503, 'unavailable', 'Try again later.') },
        { fakeTimers: true },
      );

      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      await act(() => jest.advanceTimersByTimeAsync(1500));

      expect(await alertText()).toBe('Google sign-in failed. Please try again.');
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    });

    it('shows the provider error when the demo sign-in fails', async () => {
      const { user } = await openAuth(
        'demo',
        { 'POST /api/auth/demo': problem(503, 'unavailable', 'Try again later.') },
        { fakeTimers: true },
      );
      await user.type(email(), 'pat@firm.example');
      await user.type(password(), 'secret1');

      await user.click(signInButton());
      await act(() => jest.advanceTimersByTimeAsync(1000));

      expect(await alertText()).toBe('Demo sign-in failed');
    });

    it('simulates the reset email after 1000 ms', async () => {
      const { server, user } = await openAuth('demo', {}, { fakeTimers: true });
      await user.type(email(), 'pat@firm.example');

      await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      await act(() => jest.advanceTimersByTimeAsync(1000));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Password reset email sent! Check your inbox.',
      );
      expect(server.callsTo('POST /api/auth/password-reset/request')).toHaveLength(0);
    });
  });

  describe('password mode', () => {
    it('has no demo notice, and offers Google only when the server has an OIDC client', async () => {
      await openAuth('password');

      expect(screen.queryByRole('note', { name: 'Demo mode' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
      expect(screen.queryByText('or')).not.toBeInTheDocument();
    });

    it('sends Google sign-in to the server as a full page navigation', async () => {
      await openAuth('password', {}, { google: true });

      expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
        'href',
        '/api/auth/google/start',
      );
    });

    it('returns to the same-site path in ?next= after signing in (a plan chosen on /pricing)', async () => {
      const pat = authUser({ uid: 'u-pat', email: 'pat@firm.example' });
      const { user } = await openAuth(
        'password',
        {
          'POST /api/auth/sign-in': { body: signInResponse(pat, 'pat-token', 5) },
          'GET /api/pricing': { body: { packages: [] } },
          'POST /api/payment/checkout': {
            body: { checkout_url: 'http://localhost/chat', session_id: null, position: 6 },
          },
        },
        { path: '/auth?next=%2Fpricing%3Fplan%3Dunknown' },
      );
      await user.type(email(), 'pat@firm.example');
      await user.type(password(), 'a long passphrase');

      await user.click(signInButton());

      expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/pricing');
    });

    it('goes to the chat instead of another site named in ?next=', async () => {
      const pat = authUser({ uid: 'u-pat', email: 'pat@firm.example' });
      const { user } = await openAuth(
        'password',
        { 'POST /api/auth/sign-in': { body: signInResponse(pat, 'pat-token', 5) } },
        { path: '/auth?next=%2F%2Fevil.example%2Fpricing' },
      );
      await user.type(email(), 'pat@firm.example');
      await user.type(password(), 'a long passphrase');

      await user.click(signInButton());

      expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/chat');
    });

    it("shows the server's answer to a wrong password", async () => {
      const { server, user } = await openAuth('password', {
        'POST /api/auth/sign-in': problem(401, 'AUTH.INVALID_CREDENTIALS', 'Invalid email or password.'),
      });
      await user.type(email(), ' pat@firm.example ');
      await user.type(password(), 'wrong password');

      await user.click(signInButton());

      expect(await alertText()).toBe('Invalid email or password.');
      expect(server.callsTo('POST /api/auth/sign-in')[0]?.body).toEqual({
        email: 'pat@firm.example',
        password: 'wrong password',
      });
      expect(signInButton()).toBeEnabled();
    });

    it("shows the server's reason for refusing a sign-up (a common password)", async () => {
      const { user } = await openAuth('password', {
        'POST /api/auth/sign-up': problem(
          400,
          'AUTH.WEAK_PASSWORD',
          'This password is too common. Please choose a less predictable one.',
        ),
      });
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      await user.type(email(), 'new@firm.example');
      await user.type(password(), 'password123');
      await user.type(confirmPassword(), 'password123');

      await user.click(createButton());

      expect(await alertText()).toBe('This password is too common. Please choose a less predictable one.');
    });

    it("says 'An unexpected error occurred. Please try again.' when the failure has no explanation", async () => {
      const { user } = await openAuth('password', { 'POST /api/auth/sign-in': { status: 502 } });
      await user.type(email(), 'pat@firm.example');
      await user.type(password(), 'long enough');

      await user.click(signInButton());

      expect(await alertText()).toBe('An unexpected error occurred. Please try again.');
    });

    it('requests a reset email, and says when that fails', async () => {
      let fail = true;
      const { server, user } = await openAuth('password', {
        'POST /api/auth/password-reset/request': () =>
          fail
            ? problem(429, 'AUTH.THROTTLED', 'Too many attempts.')
            : { body: { message: 'If an account exists...' } },
      });
      await user.type(email(), 'pat@firm.example');

      await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      expect(await alertText()).toBe('Failed to send reset email. Please try again.');
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Password reset email sent! Check your inbox.',
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(server.callsTo('POST /api/auth/password-reset/request')[1]?.body).toEqual({
        email: 'pat@firm.example',
      });
    });

    it('opens the new-password form from a reset link, checks it, and returns to sign-in with the confirmation', async () => {
      const { server, user } = await openAuth(
        'password',
        {
          'POST /api/auth/password-reset/confirm': {
            body: { message: 'Your password has been reset. You can now sign in.' },
          },
        },
        { path: '/auth?reset=abc.reset-token-0123456789' },
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
      await user.type(screen.getByLabelText('New password'), 'short');
      await user.type(screen.getByLabelText('Confirm new password'), 'short');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await alertText()).toBe('Password must be at least 8 characters');

      await user.clear(screen.getByLabelText('New password'));
      await user.clear(screen.getByLabelText('Confirm new password'));
      await user.type(screen.getByLabelText('New password'), 'a new long passphrase');
      await user.type(screen.getByLabelText('Confirm new password'), 'a new long passphrase');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Your password has been reset. You can now sign in.',
      );
      expect(signInButton()).toBeInTheDocument();
      expect(window.location.search).toBe('');
      expect(server.callsTo('POST /api/auth/password-reset/confirm')[0]?.body).toEqual({
        token: 'abc.reset-token-0123456789',
        password: 'a new long passphrase',
      });
    });

    it('says so when Google sign-in came back with an error', async () => {
      await openAuth('password', {}, { path: '/auth#error=AUTH.OIDC_FAILED', google: true });

      expect(await alertText()).toBe('Google sign-in failed. Please try again.');
      expect(window.location.hash).toBe('');
    });

    it('signs up a new account and lands in the welcome setup, then the chat once it is done', async () => {
      let onboarded = false;
      const created = authUser({ uid: 'u-new', email: 'new@firm.example' });
      const { server, user } = await openAuth('password', {
        'POST /api/auth/sign-up': { body: signInResponse(created, 'new-token', 12) },
        'GET /api/user/profile': () => ({
          body: profile({ uid: 'u-new', email: 'new@firm.example', onboarding_completed: onboarded }),
        }),
        'POST /api/user/onboarding': () => {
          onboarded = true;
          return { body: { success: true, message: 'Onboarding completed', position: 30 } };
        },
      });
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      await user.type(email(), 'new@firm.example');
      await user.type(password(), 'a long passphrase');
      await user.type(confirmPassword(), 'a long passphrase');

      await user.click(createButton());

      expect(
        await screen.findByText('Step 1 of 4 - Setting up your personalized AI assistant'),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/chat');
      expect(document.title).toBe('Welcome Setup | BuildMentor');
      expect(server.callsTo('GET /api/user/profile')[0]?.headers['X-Min-Position']).toBe('12');
      expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: /Industry sectors/ }));
      await user.keyboard('{ArrowDown}{Enter}');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('combobox', { name: /Disciplines/ }));
      await user.keyboard('{ArrowDown}{Enter}');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('radio', { name: 'Intermediate (3-7 years)' }));
      await user.click(screen.getByRole('radio', { name: 'Construction Company' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Start Using BuildMentor' }));

      expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
      expect(document.title).toBe('Chat | BuildMentor');
      await waitFor(() =>
        expect(server.callsTo('GET /api/user/profile').at(-1)?.headers['X-Min-Position']).toBe('30'),
      );
      const sidebar = within(screen.getByRole('complementary', { name: 'Chat sidebar' }));
      expect(sidebar.getByText('new@firm.example')).toBeInTheDocument();
    });
  });
});
