import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionResponse } from '@buildmentor/contracts';
import {
  askResponse,
  authUser,
  conversation,
  profile,
  storeSession,
  subscription,
  v2Answer,
} from '../../testing/fixtures';
import { deferred, installFetch, problem, type RouteHandler } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';

const APOLOGY =
  'I apologize, but I encountered an error while processing your question. Please try again or contact support if the issue persists.';
const EXHAUSTED = 'You have used all your free questions. Please upgrade to continue.';

/** Opens /chat as a restored user against a server answering with `routes`. */
async function openChat(routes: Record<string, RouteHandler>, trial: SubscriptionResponse = subscription(3)) {
  const server = installFetch({
    'GET /api/user/subscription': { body: trial },
    'GET /api/chat/history': { body: { conversations: [] } },
    'GET /api/user/profile': { body: profile({ email: 'pat@firm.example' }) },
    ...routes,
  });
  storeSession(authUser({ email: 'pat@firm.example' }), 'pat-token');
  renderApp('/chat');
  const input = await screen.findByRole('textbox', { name: 'Your question' });
  return { server, input, user: userEvent.setup() };
}

const sendButton = () => screen.getByRole('button', { name: 'Send question' });

describe('/chat', () => {
  it('reads its data while its code loads, not after rendering, and each read once', async () => {
    const profileReply = deferred();
    const server = installFetch({
      'GET /api/user/subscription': { body: subscription(3) },
      'GET /api/chat/history': { body: { conversations: [] } },
      'GET /api/user/profile': profileReply.handler,
      'GET /api/prompts/examples': { body: { examples: ['Q one?'], seed: 's', topics: ['Health'] } },
      'POST /api/telemetry/ui': { status: 202 },
    });
    storeSession(authUser({ email: 'pat@firm.example' }), 'pat-token');
    renderApp('/chat');

    // The page waits for the profile to render; its other reads do not wait for the page.
    await waitFor(() => expect(server.callsTo('GET /api/chat/history')).toHaveLength(1));
    expect(server.callsTo('GET /api/user/subscription')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();

    profileReply.release({ body: profile({ email: 'pat@firm.example' }, { industry_sectors: ['Health'] }) });
    expect(await screen.findByRole('button', { name: 'Q one?' })).toBeInTheDocument();
    for (const read of ['profile', 'subscription'].map((name) => `GET /api/user/${name}`))
      expect(server.callsTo(read)).toHaveLength(1);
    expect(server.callsTo('GET /api/chat/history')).toHaveLength(1);
    expect(server.callsTo('GET /api/prompts/examples')).toHaveLength(1);
    expect(server.callsTo('GET /api/prompts/examples')[0]?.query.get('topics')).toBe('Health');
  });

  it('asks a question: Thinking..., then three answer cards, then refreshed history and trial', async () => {
    const reply = deferred();
    let answered = false;
    const { server, input, user } = await openChat({
      // The first answer arrives when the test releases it; later ones at once.
      'POST /api/chat/ask': () => (answered ? { body: askResponse(918) } : reply.handler()),
      'GET /api/chat/history': () => ({
        body: { conversations: answered ? [conversation('session-1', 'Fire-rated doors')] : [] },
      }),
      'GET /api/user/subscription': () => ({ body: subscription(answered ? 2 : 3) }),
    });
    expect(screen.getByRole('heading', { name: 'Welcome to BuildMentor' })).toBeInTheDocument();
    expect(await screen.findByText('3 questions remaining')).toBeInTheDocument();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('pat@firm.example')).toBeInTheDocument();

    await user.type(input, '  Which door for a Class 2 unit?  {Enter}');

    expect(screen.getByText('Which door for a Class 2 unit?')).toBeInTheDocument();
    expect(screen.getByText('Thinking...')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const [ask] = server.callsTo('POST /api/chat/ask');
    expect(ask?.body).toEqual({
      question: 'Which door for a Class 2 unit?',
      session_id: null,
      client_request_id: expect.any(String),
    });
    expect(ask?.headers['Authorization']).toBe('Bearer pat-token');

    answered = true;
    reply.release({ body: askResponse(917) });

    expect(await screen.findByRole('region', { name: 'Technical Answer' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mentoring Insight' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next Steps' })).toBeInTheDocument();
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Fire-rated doors/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await screen.findByText('2 questions remaining')).toBeInTheDocument();
    expect(server.callsTo('GET /api/chat/history').at(-1)?.headers['X-Min-Position']).toBe('917');
    expect(server.callsTo('GET /api/chat/history').at(-1)?.query.get('limit')).toBe('50');
    expect(server.callsTo('GET /api/user/subscription').at(-1)?.headers['X-Min-Position']).toBe('917');

    // The next question continues the same session.
    await user.type(input, 'And the smoke seals?{Enter}');
    await waitFor(() => expect(server.callsTo('POST /api/chat/ask')).toHaveLength(2));
    expect(server.callsTo('POST /api/chat/ask')[1]?.body).toEqual({
      question: 'And the smoke seals?',
      session_id: 'session-1',
      client_request_id: expect.any(String),
    });
  });

  it('sends on Enter but not on Shift+Enter, and never sends an empty question', async () => {
    const { server, input, user } = await openChat({ 'POST /api/chat/ask': { body: askResponse(5) } });

    await user.type(input, '   {Enter}');
    expect(sendButton()).toBeDisabled();
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('   First line\nsecond line');
    expect(server.callsTo('POST /api/chat/ask')).toHaveLength(0);

    await user.click(sendButton());

    await screen.findByRole('region', { name: 'Technical Answer' });
    expect(server.callsTo('POST /api/chat/ask').map((call) => call.body)).toEqual([
      { question: 'First line\nsecond line', session_id: null, client_request_id: expect.any(String) },
    ]);
  });

  it('disables input and send once the trial is used up', async () => {
    const { input } = await openChat({}, subscription(0));

    await waitFor(() => expect(input).toBeDisabled());
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText(EXHAUSTED)).toBeInTheDocument();
    // What comes next, as the /pricing Starter card says it: free on Starter, or pay.
    expect(
      screen.getByText(
        'Continue free on Starter with 3 questions per day, or upgrade to Pro for unlimited questions.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('0 questions remaining')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });

  it('warns when one question is left but still lets the user ask it', async () => {
    const { input } = await openChat({}, subscription(1));

    expect(await screen.findByText('You have 1 free question left.')).toBeInTheDocument();
    expect(screen.getByText('1 question remaining')).toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('does not limit a paid plan', async () => {
    const { input } = await openChat({}, subscription(0, false));

    expect(await screen.findByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(screen.queryByText(EXHAUSTED)).not.toBeInTheDocument();
  });

  it("shows the server's detail when the trial is exhausted (402)", async () => {
    let used = false;
    const { input, user } = await openChat({
      'POST /api/chat/ask': () => {
        used = true;
        return problem(402, 'trial_exhausted', EXHAUSTED);
      },
      'GET /api/user/subscription': () => ({ body: subscription(used ? 0 : 1) }),
    });

    await user.type(input, 'One more?{Enter}');

    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(EXHAUSTED)).toBeInTheDocument();
    expect(within(log).queryByText(APOLOGY)).not.toBeInTheDocument();
    await waitFor(() => expect(input).toBeDisabled());
  });

  it('apologises when the ask fails for any other reason', async () => {
    const { input, user } = await openChat({
      'POST /api/chat/ask': problem(500, 'internal', 'Internal error'),
    });

    await user.type(input, 'Gutter sizing?{Enter}');

    expect(await screen.findByText(APOLOGY)).toBeInTheDocument();
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
  });

  it('opens a recent conversation and continues its session', async () => {
    const { server, input, user } = await openChat({
      'GET /api/chat/history': { body: { conversations: [conversation('s-7', 'Handrail heights')] } },
      'GET /api/chat/session/s-7': {
        body: {
          session_id: 's-7',
          title: 'Handrail heights',
          messages: [
            {
              id: 'm1',
              role: 'user',
              content: 'Stair handrail height?',
              timestamp: '2025-01-01T00:00:00Z',
              status: 'asked',
              v2Response: null,
            },
            {
              id: 'm2',
              role: 'assistant',
              content: '865 mm',
              timestamp: '2025-01-01T00:00:05Z',
              status: 'answered',
              v2Response: v2Answer(
                { session_id: 's-7' },
                { technical: 'At least **865 mm** above the nosings.' },
              ),
            },
          ],
        },
      },
      'POST /api/chat/ask': { body: askResponse(30, { session_id: 's-7' }) },
    });

    await user.click(await screen.findByRole('button', { name: /Handrail heights/ }));

    expect(await screen.findByText('Stair handrail height?')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Technical Answer' })).getByText('865 mm').tagName).toBe(
      'STRONG',
    );
    await user.type(input, 'And for ramps?{Enter}');
    await waitFor(() =>
      expect(server.callsTo('POST /api/chat/ask')[0]?.body).toEqual({
        question: 'And for ramps?',
        session_id: 's-7',
        client_request_id: expect.any(String),
      }),
    );
  });

  it('says so when a conversation cannot be loaded', async () => {
    const { user } = await openChat({
      'GET /api/chat/history': { body: { conversations: [conversation('gone', 'Deleted chat')] } },
      'GET /api/chat/session/gone': problem(404, 'not_found', 'No such conversation.'),
    });

    await user.click(await screen.findByRole('button', { name: /Deleted chat/ }));

    expect(await screen.findByText('Could not load conversation. Please try again.')).toBeInTheDocument();
  });

  it('New clears the conversation and starts a new session', async () => {
    const { server, input, user } = await openChat({ 'POST /api/chat/ask': { body: askResponse(12) } });
    await user.type(input, 'Wind classification?{Enter}');
    await screen.findByRole('region', { name: 'Technical Answer' });

    await user.click(screen.getByRole('button', { name: 'New' }));

    expect(screen.queryByRole('region', { name: 'Technical Answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to BuildMentor' })).toBeInTheDocument();
    expect(screen.getByText('New thread created — context resets')).toBeInTheDocument();
    await user.type(input, 'Fresh question{Enter}');
    await waitFor(() => expect(server.callsTo('POST /api/chat/ask')).toHaveLength(2));
    expect(server.callsTo('POST /api/chat/ask')[1]?.body).toEqual({
      question: 'Fresh question',
      session_id: null,
      client_request_id: expect.any(String),
    });
  });

  it('opens and closes the sidebar from the menu button', async () => {
    const { user } = await openChat({});
    const menu = screen.getByRole('button', { name: 'Open sidebar' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('chat-sidebar')).toHaveClass('chat-sidebar--open');
    expect(screen.getByRole('button', { name: 'New' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});

describe('/chat with the profile', () => {
  const reads = {
    'GET /api/user/subscription': { body: subscription(2) },
    'GET /api/chat/history': { body: { conversations: [] } },
    'GET /api/knowledge/personal-documents': { body: { documents: [] } },
  };

  it('uses the default demo profile for the automatic demo user, without a profile call', async () => {
    const server = installFetch(reads);
    window.localStorage.setItem(
      'demo_user',
      JSON.stringify({ user: authUser(), token: 'auto-token', automatic: true }),
    );

    renderApp('/chat');

    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/user/profile')).toHaveLength(0);
  });

  it("shows 'Loading BuildMentor...' while the profile loads", async () => {
    const reply = deferred();
    installFetch({ ...reads, 'GET /api/user/profile': reply.handler });
    storeSession();

    renderApp('/chat');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading BuildMentor...');
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    reply.release({ body: profile() });
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
  });

  it('falls back to the demo profile (onboarding completed) when the profile cannot be loaded, and only logs it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFetch({ ...reads, 'GET /api/user/profile': problem(404, 'not_found', 'No profile.') });
    storeSession();

    renderApp('/chat');

    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Could not load the profile; using the demo profile',
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: 'Complete Setup' })).not.toBeInTheDocument();
  });

  it('replaces the chat with the welcome setup while onboarding is not completed', async () => {
    installFetch({ ...reads, 'GET /api/user/profile': { body: profile({ onboarding_completed: false }) } });
    storeSession();

    renderApp('/chat');

    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(document.title).toBe('Welcome Setup | BuildMentor');
    expect(screen.queryByRole('complementary', { name: 'Chat sidebar' })).not.toBeInTheDocument();
  });

  it('has Profile & Settings and Knowledge Vault in the sidebar, and no Complete Setup once onboarding is done', async () => {
    const { server } = await openChat(reads);
    const sidebar = within(screen.getByRole('navigation', { name: 'Account' }));

    expect(sidebar.getByRole('button', { name: 'Profile & Settings' })).toBeInTheDocument();
    expect(sidebar.getByRole('link', { name: 'Knowledge Vault' })).toHaveAttribute('href', '/knowledge');
    expect(sidebar.queryByRole('button', { name: 'Complete Setup' })).not.toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/user/profile')[0]?.headers['Authorization']).toBe('Bearer pat-token');
  });

  it("shows the Admin Dashboard link when the server's admin check says so", async () => {
    installFetch({
      ...reads,
      'GET /api/user/profile': { body: profile() },
      'GET /api/admin/check-admin-status': { body: { is_admin: true } },
    });
    storeSession(authUser({ email: 'admin@firm.example', role: 'admin' }));

    renderApp('/chat');

    const sidebar = within(await screen.findByRole('navigation', { name: 'Account' }));
    expect(await sidebar.findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('shows no Admin Dashboard link when the server says the user is not an admin, whatever the role', async () => {
    const server = installFetch({
      ...reads,
      'GET /api/user/profile': { body: profile() },
      'GET /api/admin/check-admin-status': { body: { is_admin: false } },
    });
    storeSession(authUser({ email: 'admin@firm.example', role: 'admin' }));

    renderApp('/chat');

    const sidebar = within(await screen.findByRole('navigation', { name: 'Account' }));
    await waitFor(() => expect(server.callsTo('GET /api/admin/check-admin-status')).toHaveLength(1));
    expect(sidebar.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('opens Profile & Settings in place of the chat; Back to Chat returns to the same conversation', async () => {
    const { input, user } = await openChat({ ...reads, 'POST /api/chat/ask': { body: askResponse(7) } });
    await user.type(input, 'Stair handrail height?{Enter}');
    await screen.findByRole('region', { name: 'Technical Answer' });

    await user.click(screen.getByRole('button', { name: 'Profile & Settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile & Settings' })).toBeInTheDocument();
    expect(document.title).toBe('Profile & Settings | BuildMentor');
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Account' })).getByText('Free Trial'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Chat' }));

    expect(screen.getByRole('region', { name: 'Technical Answer' })).toBeInTheDocument();
    expect(screen.getByText('Stair handrail height?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile & Settings' })).toHaveFocus();
    expect(document.title).toBe('Chat | BuildMentor');
  });

  it('asks before signing out; Cancel keeps the session, confirming goes to /auth', async () => {
    const { user } = await openChat({
      ...reads,
      'GET /api/auth/config': { body: { mode: 'demo', google_enabled: true, min_password_length: 6 } },
    });

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const question = screen.getByRole('alertdialog', { name: 'Are you sure you want to sign out?' });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    expect(window.localStorage.getItem('demo_user')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out' }));

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
    expect(window.localStorage.getItem('demo_user')).toBeNull();
  });
});
