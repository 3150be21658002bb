import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authConfig, authUser, profile, storeSession, subscription } from '../../testing/fixtures';
import { installFetch, problem, type RouteHandler } from '../../testing/fetch-mock';
import { seriousAxeViolations } from '../../testing/axe';
import { renderApp } from '../../testing/render-app';

const TOKEN = 'u-0123456789abcdef01234567.verify-token-secret';

/** Opens the link of a verification email, /auth?verify=<token>, against a password-mode server. */
async function openLink(
  verify: RouteHandler,
  { signedIn = false, routes = {} as Record<string, RouteHandler> } = {},
) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const server = installFetch({
    'GET /api/auth/config': { body: authConfig('password') },
    'GET /api/user/subscription': { body: subscription(3) },
    'GET /api/chat/history': { body: { conversations: [] } },
    'GET /api/user/profile': { body: profile({ email: 'pat@firm.example', email_verified: false }) },
    'POST /api/auth/verify-email': verify,
    'POST /api/telemetry/ui': { status: 202 },
    ...routes,
  });
  if (signedIn) storeSession(authUser({ email: 'pat@firm.example', emailVerified: false }), 'pat-token');
  renderApp(`/auth?verify=${encodeURIComponent(TOKEN)}`);
  return { server, user: userEvent.setup() };
}

const verified = {
  body: { message: 'Your email address is verified.', email: 'pat@firm.example', position: 7 },
};

describe('/auth?verify= (the email verification link)', () => {
  it('sends the token once and confirms the address, then offers sign-in', async () => {
    const { server } = await openLink(verified);

    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Your email address pat@firm.example is verified.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(server.callsTo('POST /api/auth/verify-email')).toHaveLength(1);
    expect(server.callsTo('POST /api/auth/verify-email')[0]?.body).toEqual({ token: TOKEN });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says when the link has expired, and a signed-in unverified user can ask for a new one there', async () => {
    const { server, user } = await openLink(
      problem(
        400,
        'AUTH.VERIFY_LINK_EXPIRED',
        'This verification link has expired. Please request a new one.',
      ),
      {
        signedIn: true,
        routes: {
          'POST /api/auth/verify-email/resend': {
            body: {
              message: 'We have sent a new verification link to pat@firm.example. It expires in 24 hours.',
            },
          },
        },
      },
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Verification links work for 24 hours.');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(
      await screen.findByText(
        'We have sent a new verification link to pat@firm.example. It expires in 24 hours.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(server.callsTo('POST /api/auth/verify-email/resend')[0]?.headers['Authorization']).toBe(
      'Bearer pat-token',
    );
    expect(screen.getByRole('link', { name: 'Continue to BuildMentor' })).toHaveAttribute('href', '/chat');
  });

  it('says when the link was already used, without offering a resend', async () => {
    await openLink(problem(409, 'AUTH.VERIFY_LINK_USED', 'This verification link has already been used.'), {
      signedIn: true,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has already been used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Each verification link works once.');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it('says when the link is not valid, and asks a signed-out visitor to sign in for a new one', async () => {
    await openLink(
      problem(
        400,
        'AUTH.VERIFY_LINK_INVALID',
        'This verification link is not valid. Please request a new one.',
      ),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sign in to ask for a new link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('marks the signed-in user verified, so the chat no longer asks them to verify', async () => {
    const { user } = await openLink(verified, { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue to BuildMentor' }));
    const sidebar = within(await screen.findByRole('complementary', { name: 'Chat sidebar' }));
    expect(await sidebar.findByText('3 questions remaining')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('demo_user')!).user.emailVerified).toBe(true),
    );
  });
});
