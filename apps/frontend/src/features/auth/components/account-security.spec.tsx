import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authConfig,
  authUser,
  profile,
  signInResponse,
  storeSession,
  subscription,
} from '../../../testing/fixtures';
import { installFetch, problem, type RouteHandler } from '../../../testing/fetch-mock';
import { seriousAxeViolations } from '../../../testing/axe';
import { renderApp } from '../../../testing/render-app';

// Typing three passwords and an accessibility scan take a few seconds on a busy machine.
jest.setTimeout(20_000);

/** Opens /chat as a restored password-mode user (verified unless said otherwise). */
async function openChat(
  routes: Record<string, RouteHandler> = {},
  { mode = 'password' as 'password' | 'demo', emailVerified = true } = {},
) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const server = installFetch({
    'GET /api/auth/config': { body: authConfig(mode) },
    'GET /api/user/subscription': { body: subscription(3) },
    'GET /api/chat/history': { body: { conversations: [] } },
    'GET /api/user/profile': { body: profile({ email: 'pat@firm.example', email_verified: emailVerified }) },
    'GET /api/knowledge/personal-documents': { body: { documents: [] } },
    'POST /api/telemetry/ui': { status: 202 },
    ...routes,
  });
  storeSession(authUser({ uid: 'u-pat', email: 'pat@firm.example', emailVerified }), 'pat-token');
  renderApp('/chat');
  await screen.findByRole('textbox', { name: 'Your question' });
  return { server, user: userEvent.setup() };
}

async function openSecurity(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Profile & Settings' }));
  await user.click(await screen.findByRole('tab', { name: 'Security' }));
  return within(screen.getByRole('region', { name: 'Account security' }));
}

const storedToken = () =>
  (JSON.parse(window.localStorage.getItem('demo_user') ?? 'null') as { token: string } | null)?.token ?? null;

describe('email verification notice', () => {
  it('asks a signed-in unverified user to verify, and resends the link on request', async () => {
    const { server, user } = await openChat(
      {
        'POST /api/auth/verify-email/resend': {
          body: {
            message: 'We have sent a new verification link to pat@firm.example. It expires in 24 hours.',
          },
        },
      },
      { emailVerified: false },
    );
    const notice = within(screen.getByRole('region', { name: 'Email verification' }));
    expect(notice.getByText(/Please verify your email address/)).toHaveTextContent('pat@firm.example');

    await user.click(notice.getByRole('button', { name: 'Resend verification email' }));

    expect(await notice.findByRole('status')).toHaveTextContent(
      'We have sent a new verification link to pat@firm.example. It expires in 24 hours.',
    );
    expect(server.callsTo('POST /api/auth/verify-email/resend')).toHaveLength(1);
  });

  it("shows the server's reason when a resend is refused (throttled)", async () => {
    const { user } = await openChat(
      {
        'POST /api/auth/verify-email/resend': problem(
          429,
          'AUTH.THROTTLED',
          'Too many attempts. Please wait a few minutes and try again.',
        ),
      },
      { emailVerified: false },
    );
    const notice = within(screen.getByRole('region', { name: 'Email verification' }));
    await user.click(notice.getByRole('button', { name: 'Resend verification email' }));
    expect(await notice.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('disappears when the server says the address was verified meanwhile (on another device)', async () => {
    const { user } = await openChat(
      {
        'POST /api/auth/verify-email/resend': problem(
          409,
          'AUTH.EMAIL_ALREADY_VERIFIED',
          'Your email address is already verified.',
        ),
      },
      { emailVerified: false },
    );
    await user.click(
      within(screen.getByRole('region', { name: 'Email verification' })).getByRole('button', {
        name: 'Resend verification email',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument(),
    );
    expect(JSON.parse(window.localStorage.getItem('demo_user')!).user.emailVerified).toBe(true);
  });

  it('is not shown to a verified user', async () => {
    await openChat();
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
  });
});

describe('Profile & Settings: Security', () => {
  it('changes the password: checks the form, shows the server reason, then continues with the fresh token', async () => {
    let attempt = 0;
    const { server, user } = await openChat({
      'POST /api/auth/password/change': () =>
        ++attempt === 1
          ? problem(400, 'AUTH.CURRENT_PASSWORD_INCORRECT', 'Your current password is incorrect.')
          : {
              body: signInResponse(authUser({ uid: 'u-pat', email: 'pat@firm.example' }), 'fresh-token', 12),
            },
    });
    const security = await openSecurity(user);
    expect(security.getByText('Your email address pat@firm.example is verified.')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await user.click(security.getByRole('button', { name: 'Change Password' }));
    expect(security.getByRole('alert')).toHaveTextContent('Please enter your current password');
    expect(security.getByLabelText('Current password')).toHaveFocus();
    await user.type(security.getByLabelText('Current password'), 'old-passphrase-1');
    await user.type(security.getByLabelText('New password'), 'ridge-capping-flashing-77');
    await user.type(security.getByLabelText('Confirm new password'), 'ridge-capping-flashing-78');
    await user.click(security.getByRole('button', { name: 'Change Password' }));
    expect(security.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(server.callsTo('POST /api/auth/password/change')).toHaveLength(0);

    await user.clear(security.getByLabelText('Confirm new password'));
    await user.type(security.getByLabelText('Confirm new password'), 'ridge-capping-flashing-77');
    await user.click(security.getByRole('button', { name: 'Change Password' }));
    expect(await security.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');

    await user.click(security.getByRole('button', { name: 'Change Password' }));
    expect(await security.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Every other device has been signed out.',
    );
    expect(server.callsTo('POST /api/auth/password/change')[1]?.body).toEqual({
      current_password: 'old-passphrase-1',
      new_password: 'ridge-capping-flashing-77',
    });
    expect(server.callsTo('POST /api/auth/password/change')[1]?.headers['Authorization']).toBe(
      'Bearer pat-token',
    );
    expect(storedToken()).toBe('fresh-token');
    expect(security.getByLabelText('Current password')).toHaveValue('');
  });

  it('signs out everywhere only after a confirmation, then shows the sign-in page', async () => {
    const { server, user } = await openChat({
      'POST /api/auth/sign-out-everywhere': {
        body: { message: 'You have been signed out on every device.', position: 9 },
      },
    });
    const security = await openSecurity(user);

    await user.click(security.getByRole('button', { name: 'Sign out everywhere' }));
    const question = within(
      security.getByRole('group', {
        name: 'This signs you out on every device, including this one. Continue?',
      }),
    );
    expect(question.getByRole('button', { name: 'Yes, sign out everywhere' })).toHaveFocus();
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    expect(security.getByRole('button', { name: 'Sign out everywhere' })).toHaveFocus();
    expect(server.callsTo('POST /api/auth/sign-out-everywhere')).toHaveLength(0);

    await user.click(security.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(security.getByRole('button', { name: 'Yes, sign out everywhere' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to BuildMentor' }),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/sign-out-everywhere')[0]?.headers['Authorization']).toBe(
      'Bearer pat-token',
    );
    await waitFor(() => expect(storedToken()).toBeNull());
  });

  it('offers no password change in demo mode, but signing out everywhere', async () => {
    const { user } = await openChat({}, { mode: 'demo' });
    const security = await openSecurity(user);
    await waitFor(() =>
      expect(security.getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument(),
    );
    expect(security.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
  });
});
