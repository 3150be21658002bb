import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionMessage, SessionResponse, SubscriptionResponse } from '@buildmentor/contracts';
import {
  askResponse,
  authUser,
  conversation,
  profile,
  storeSession,
  subscription,
  v2Answer,
} from '../../testing/fixtures';
import {
  deferred,
  installFetch,
  problem,
  sseFrame,
  sseStream,
  type MockReply,
  type RouteHandler,
} from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';
import { CHAT_HISTORY_HINT } from '../../features/subscription/components/chat-history-hint';

const APOLOGY =
  'I apologize, but I encountered an error while processing your question. Please try again or contact support if the issue persists.';
const EXHAUSTED = 'You have used all your free questions. Please upgrade to continue.';

/** Opens /chat as a restored user; examples and telemetry answer unless `routes` say otherwise. */
async function openChat(
  routes: Record<string, RouteHandler>,
  trial: SubscriptionResponse = subscription(3),
  { fakeTimers = false } = {},
) {
  const server = installFetch({
    'GET /api/user/subscription': { body: trial },
    'GET /api/chat/history': { body: { conversations: [] } },
    'GET /api/user/profile': { body: profile({ email: 'pat@firm.example' }) },
    'GET /api/prompts/examples': { body: { examples: ['Example A?', 'Example B?'], seed: 's1', topics: [] } },
    'POST /api/telemetry/ui': { status: 202 },
    ...routes,
  });
  storeSession(authUser({ email: 'pat@firm.example' }), 'pat-token');
  renderApp('/chat');
  const input = await screen.findByRole('textbox', { name: 'Your question' });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  return { server, input, user };
}

const technical = () => screen.getByRole('region', { name: 'Technical Answer' });

/** Turn `n` of conversation s-5: its question and its answer, as the session endpoint lists them. */
function turn(n: number): SessionMessage[] {
  const at = `2025-01-01T00:${String(n).padStart(2, '0')}:00Z`;
  return [
    {
      id: `q-${n}`,
      role: 'user',
      content: `Question ${n}?`,
      timestamp: at,
      status: 'asked',
      v2Response: null,
      generator: null,
    },
    {
      id: `q-${n}:answer`,
      role: 'assistant',
      content: `Answer ${n}.`,
      timestamp: at,
      status: 'answered',
      v2Response: v2Answer({ session_id: 's-5' }, { technical: `Answer ${n}.` }),
      generator: 'openai',
    },
  ];
}

/** A page of turns `from`..`to` of s-5; `before` is the cursor of the page before it (null: none). */
function page(from: number, to: number, before: string | null): { body: SessionResponse } {
  const turns = Array.from({ length: to - from + 1 }, (_, i) => turn(from + i)).flat();
  return {
    body: {
      session_id: 's-5',
      title: 'Long thread',
      messages: turns,
      has_more: before !== null,
      next_before: before,
    },
  };
}

const questions = () =>
  within(screen.getByRole('log', { name: 'Conversation' }))
    .queryAllByText(/^Question \d+\?$/)
    .map((element) => element.textContent);

describe('/chat streaming', () => {
  it('shows the technical text as it streams, then the full answer', async () => {
    const stream = sseStream();
    const { server, input, user } = await openChat({
      'POST /api/chat/ask/stream': { stream: stream.chunks },
    });

    await user.type(input, 'Stair handrail height?{Enter}');
    expect(await screen.findByText('Thinking...')).toBeInTheDocument();
    const [call] = server.callsTo('POST /api/chat/ask/stream');
    expect(call?.headers['Authorization']).toBe('Bearer pat-token');
    expect(call?.headers['Accept']).toBe('text/event-stream');
    expect(call?.body).toEqual({
      question: 'Stair handrail height?',
      session_id: null,
      client_request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    act(() => stream.push('accepted', { question_id: 'q-1', session_id: 'conv-1' }));
    act(() => stream.push('delta', { text: 'Handrails are ' }));
    act(() => stream.push('delta', { text: '**at least 865 mm** high.' }));

    await waitFor(() => expect(technical()).toHaveTextContent('Handrails are at least 865 mm high.'));
    expect(within(technical()).getByText('at least 865 mm').tagName).toBe('STRONG');
    expect(technical().querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mentoring Insight' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('session_id')).toBe('conv-1');

    act(() => stream.push('answer', askResponse(41, { session_id: 'conv-1' })));
    act(() => stream.end());

    expect(await screen.findByRole('region', { name: 'Mentoring Insight' })).toBeInTheDocument();
    expect(technical()).toHaveTextContent('Use a self-closing door.');
    expect(screen.getByRole('button', { name: 'Helpful' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/chat/ask')).toHaveLength(0);
    await waitFor(() =>
      expect(server.callsTo('GET /api/chat/history').at(-1)?.headers['X-Min-Position']).toBe('41'),
    );
  });

  it('handles frames split across chunks', async () => {
    const frame = sseFrame('answer', askResponse(3));
    const { input, user } = await openChat({
      'POST /api/chat/ask/stream': {
        stream: [
          sseFrame('accepted', { question_id: 'q-3', session_id: 'session-1' }),
          frame.slice(0, 10),
          frame.slice(10),
        ],
      },
    });

    await user.type(input, 'Split?{Enter}');

    expect(await screen.findByRole('region', { name: 'Mentoring Insight' })).toBeInTheDocument();
  });

  it.each([
    ['a 402 shows its detail', problem(402, 'TRIAL.EXHAUSTED', EXHAUSTED).body, EXHAUSTED],
    ['a failed answer shows the apology', problem(502, 'ANSWER.FAILED', APOLOGY).body, APOLOGY],
  ])('error event: %s, without retrying', async (_name, body, text) => {
    const { server, input, user } = await openChat({
      'POST /api/chat/ask/stream': { stream: [sseFrame('error', body)] },
      'POST /api/chat/ask': { body: askResponse(1) },
    });

    await user.type(input, 'Another?{Enter}');

    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(text)).toBeInTheDocument();
    expect(server.callsTo('POST /api/chat/ask')).toHaveLength(0);
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
  });

  it('resumes the answer from its question stream when the stream breaks after accepted', async () => {
    const { server, input, user } = await openChat({
      'POST /api/chat/ask/stream': {
        stream: [
          sseFrame('accepted', { question_id: 'q-2', session_id: 'session-1' }),
          sseFrame('delta', { text: 'Part' }),
        ],
      },
      'GET /api/chat/session/session-1/questions/q-2/stream': {
        stream: [sseFrame('answer', askResponse(2, { session_id: 'session-1' }))],
      },
      'POST /api/chat/ask': { body: askResponse(3) },
    });

    await user.type(input, 'Broken stream?{Enter}');

    expect(await screen.findByRole('region', { name: 'Mentoring Insight' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/chat/session/session-1/questions/q-2/stream')).toHaveLength(1);
    expect(server.callsTo('POST /api/chat/ask')).toHaveLength(0);
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
  });

  it('falls back to POST /api/chat/ask with the same request id when the stream breaks before accepted', async () => {
    const { server, input, user } = await openChat({
      'POST /api/chat/ask/stream': { stream: [] },
      'POST /api/chat/ask': { body: askResponse(2) },
    });

    await user.type(input, 'Broken stream?{Enter}');

    expect(await screen.findByRole('region', { name: 'Mentoring Insight' })).toBeInTheDocument();
    const streamed = server.callsTo('POST /api/chat/ask/stream')[0]?.body as { client_request_id: string };
    expect(server.callsTo('POST /api/chat/ask')[0]?.body).toEqual(streamed);
  });

  it('sends enhanced: true when the Enhanced box is ticked', async () => {
    const { server, input, user } = await openChat({ 'POST /api/chat/ask': { body: askResponse(6) } });

    await user.click(screen.getByRole('checkbox', { name: 'Enhanced' }));
    await user.type(input, 'From my documents?{Enter}');

    await waitFor(() =>
      expect(server.callsTo('POST /api/chat/ask/stream')[0]?.body).toMatchObject({ enhanced: true }),
    );
  });

  it('waits for an answer still being written when a conversation is reopened', async () => {
    let reads = 0;
    const question = {
      id: 'q-9',
      role: 'user',
      content: 'Still going?',
      timestamp: '2025-01-01T00:00:00Z',
      status: 'asked',
      v2Response: null,
    };
    const answer = {
      id: 'q-9:answer',
      role: 'assistant',
      content: 'x',
      timestamp: '2025-01-01T00:00:09Z',
      status: 'answered',
      v2Response: v2Answer({ session_id: 's-9' }),
    };
    const { user } = await openChat({
      'GET /api/chat/history': { body: { conversations: [conversation('s-9', 'Still going?')] } },
      'GET /api/chat/session/s-9': () => {
        reads += 1;
        return {
          body: {
            session_id: 's-9',
            title: 'Still going?',
            messages: reads === 1 ? [question] : [{ ...question, status: 'answered' }, answer],
          },
        };
      },
    });

    await user.click(await screen.findByRole('button', { name: /Still going\?/ }));

    expect(await screen.findByText('Thinking...')).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Mentoring Insight' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
  });
});

describe('/chat sidebar', () => {
  it('searches conversations on the server, debounced, and never with a blank query', async () => {
    const { server, user } = await openChat({
      'GET /api/chat/history': { body: { conversations: [conversation('s-1', 'Gutters')] } },
      'GET /api/chat/search': (request) => ({
        body: {
          conversations: request.query.get('q') === 'smoke seal' ? [conversation('s-2', 'Fire doors')] : [],
        },
      }),
    });
    const search = screen.getByRole('searchbox', { name: 'Search conversations' });

    await user.type(search, '   ');
    expect(screen.getByRole('heading', { name: 'Recent conversations' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'smoke seal');

    expect(await screen.findByRole('button', { name: /Fire doors/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Gutters/ })).not.toBeInTheDocument();
    const calls = server.callsTo('GET /api/chat/search');
    expect(calls.map((call) => call.query.get('q'))).toEqual(['smoke seal']);
    expect(calls[0]?.query.get('limit')).toBe('20');

    await user.clear(search);
    expect(await screen.findByRole('button', { name: /Gutters/ })).toBeInTheDocument();
  });

  it('shows the personalization banner and the plan, with no Daily Booster on the trial', async () => {
    await openChat({
      'GET /api/user/profile': {
        body: profile(
          { email: 'pat@firm.example' },
          {
            industry_sectors: ['Health', 'Education', 'Commercial'],
            disciplines: ['Acoustic Engineering', 'Lighting Design', 'Architecture'],
          },
        ),
      },
    });

    const banner = await screen.findByRole('region', { name: 'AI personalization' });
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Health', 'Education', 'Acoustic Engineering', 'Lighting Design', '+2 more']);
    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByText('3 questions remaining')).toBeInTheDocument();
    expect(within(plan).queryByText('Daily Booster')).not.toBeInTheDocument();
  });

  it('disables the input for a Starter whose day and booster are used', async () => {
    const starter: SubscriptionResponse = {
      ...subscription(0, false),
      tier: 'starter',
      unlimited: false,
      daily: { used: 3, total: 3 },
      booster: { remaining: 0, total: 1 },
    };
    const { input } = await openChat({}, starter);

    await waitFor(() => expect(input).toBeDisabled());
    expect(screen.getByText('3 of 3 questions used today')).toBeInTheDocument();
    expect(screen.getByText(/including your Daily Booster/)).toBeInTheDocument();
  });

  it('keeps a Starter with the booster left able to ask', async () => {
    const starter: SubscriptionResponse = {
      ...subscription(0, false),
      tier: 'starter',
      unlimited: false,
      daily: { used: 3, total: 3 },
      booster: { remaining: 1, total: 1 },
    };
    const { input } = await openChat({}, starter);

    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByText('1 remaining out of 1')).toBeInTheDocument();
    expect(within(plan).getByText('Daily Booster')).toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('shows Starter no chat history: the plan notice instead of the search and the conversations, never read', async () => {
    const starter: SubscriptionResponse = {
      ...subscription(0, false),
      tier: 'starter',
      unlimited: false,
      daily: { used: 1, total: 3 },
      booster: { remaining: 1, total: 1 },
    };
    const { server } = await openChat({}, starter);

    const notice = await screen.findByRole('region', { name: 'Chat history' });
    expect(notice).toHaveTextContent(CHAT_HISTORY_HINT);
    expect(within(notice).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('heading', { name: 'Recent conversations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search conversations' })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/chat/history')).toHaveLength(0);
  });

  it('reads no history before the plan is known: a slow Starter status still never reads it', async () => {
    const slow = deferred();
    const server = installFetch({
      'GET /api/user/subscription': slow.handler,
      'GET /api/chat/history': { body: { conversations: [] } },
      'GET /api/user/profile': { body: profile({ email: 'pat@firm.example' }) },
      'GET /api/prompts/examples': { body: { examples: ['Example A?'], seed: 's1', topics: [] } },
      'POST /api/telemetry/ui': { status: 202 },
    });
    storeSession(authUser({ email: 'pat@firm.example' }), 'pat-token');
    renderApp('/chat');
    await screen.findByRole('textbox', { name: 'Your question' });
    expect(screen.getByText('Loading conversations...')).toBeInTheDocument();

    await act(async () =>
      slow.release({
        body: {
          ...subscription(0, false),
          tier: 'starter',
          unlimited: false,
          daily: { used: 0, total: 3 },
          booster: { remaining: 1, total: 1 },
        },
      }),
    );

    expect(await screen.findByText(CHAT_HISTORY_HINT)).toBeInTheDocument();
    expect(server.callsTo('GET /api/chat/history')).toHaveLength(0);
  });

  it('shows no Daily Booster on Pro', async () => {
    await openChat({}, subscription(0, false));

    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
    expect(within(plan).queryByText('Daily Booster')).not.toBeInTheDocument();
  });
});

describe('/chat timings', () => {
  afterEach(() => jest.useRealTimers());

  it('an example click fills the input and sends 100 ms later; New shows its notice for 4 s and brings the examples back', async () => {
    jest.useFakeTimers();
    const { server, input, user } = await openChat(
      { 'POST /api/chat/ask': { body: askResponse(8) } },
      subscription(3),
      { fakeTimers: true },
    );

    await user.click(await screen.findByRole('button', { name: 'Example B?' }));
    expect(input).toHaveValue('Example B?');
    act(() => jest.advanceTimersByTime(99));
    expect(server.callsTo('POST /api/chat/ask/stream')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(server.callsTo('POST /api/chat/ask/stream')).toHaveLength(1));
    expect(server.callsTo('POST /api/chat/ask/stream')[0]?.body).toMatchObject({ question: 'Example B?' });
    await screen.findByRole('region', { name: 'Mentoring Insight' });
    expect(input).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(screen.getByText('New thread created — context resets')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Example A?' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByText('New thread created — context resets')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('New thread created — context resets')).not.toBeInTheDocument();
  });
});

describe('/chat earlier messages', () => {
  const history = { body: { conversations: [conversation('s-5', 'Long thread')] } };

  /** The session endpoint: the latest page (turns 5-6), then by cursor turns 3-4 and 1-2. */
  function pagedSession(earlier: Record<string, () => MockReply | Promise<MockReply>> = {}): RouteHandler {
    return (request) => {
      const before = request.query.get('before');
      if (before === null) return page(5, 6, 'c-5');
      const reply = earlier[before];
      if (reply) return reply();
      if (before === 'c-5') return page(3, 4, 'c-3');
      if (before === 'c-3') return page(1, 2, null);
      return problem(400, 'validation', 'Bad cursor');
    };
  }

  it('opens on the latest page; the button at the top walks back, keyboard and all, until the first message', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { server, user } = await openChat({
      'GET /api/chat/history': history,
      // The second earlier page answers only when released, to see the loading state.
      'GET /api/chat/session/s-5': pagedSession({
        'c-3': async () => {
          await held;
          return page(1, 2, null);
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: /Long thread/ }));
    await waitFor(() => expect(questions()).toEqual(['Question 5?', 'Question 6?']));
    const button = screen.getByRole('button', { name: 'Load earlier messages' });
    expect(server.callsTo('GET /api/chat/session/s-5').map((call) => call.query.get('before'))).toEqual([
      null,
    ]);

    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(questions()).toEqual(['Question 3?', 'Question 4?', 'Question 5?', 'Question 6?']),
    );
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    // (Each answer has a status line of its own, for Copy as Markdown.)
    expect(screen.getByText('Loading earlier messages...').closest('[role="status"]')).toBeInTheDocument();
    await user.keyboard('{Enter}'); // ignored while a page is on its way
    act(() => release());

    await waitFor(() => expect(questions()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Question ${n}?`)));
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Conversation' })).toHaveFocus();
    expect(server.callsTo('GET /api/chat/session/s-5').map((call) => call.query.get('before'))).toEqual([
      null,
      'c-5',
      'c-3',
    ]);
  });

  it('keeps the reader where they were when earlier messages are put above', async () => {
    // jsdom lays nothing out: every message is 100 px tall here.
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.querySelectorAll('.message').length * 100;
      },
    });
    try {
      const { user } = await openChat({
        'GET /api/chat/history': history,
        'GET /api/chat/session/s-5': pagedSession(),
      });
      await user.click(await screen.findByRole('button', { name: /Long thread/ }));
      await waitFor(() => expect(questions()).toHaveLength(2));
      const list = document.querySelector('.message-list') as HTMLElement;
      expect(list.scrollTop).toBe(400); // opened at the newest message
      list.scrollTop = 30;
      fireEvent.scroll(list);

      await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
      await waitFor(() => expect(questions()).toHaveLength(4));
      // Four messages (400 px) came in above: what was 30 px from the top is now 430 px down.
      expect(list.scrollTop).toBe(430);
    } finally {
      if (height) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', height);
      else delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    }
  });

  it('says when a page cannot be loaded and tries again on the next press', async () => {
    let failures = 1;
    const { user } = await openChat({
      'GET /api/chat/history': history,
      'GET /api/chat/session/s-5': pagedSession({
        'c-5': () => (failures-- > 0 ? problem(404, 'not_found', 'Gone') : page(3, 4, 'c-3')),
      }),
    });
    await user.click(await screen.findByRole('button', { name: /Long thread/ }));
    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load earlier messages. Please try again.',
    );
    expect(questions()).toEqual(['Question 5?', 'Question 6?']);

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(questions()).toHaveLength(4));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no button for a conversation that fits one page, and reopening shows the latest page only', async () => {
    const { user } = await openChat({
      'GET /api/chat/history': {
        body: { conversations: [conversation('s-5', 'Long thread'), conversation('s-1', 'Short')] },
      },
      'GET /api/chat/session/s-5': pagedSession(),
      'GET /api/chat/session/s-1': {
        body: { session_id: 's-1', title: 'Short', messages: turn(1), has_more: false, next_before: null },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Long thread/ }));
    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(questions()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: /Long thread/ }));
    await waitFor(() => expect(questions()).toEqual(['Question 5?', 'Question 6?']));
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(questions()).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: /Short/ }));
    await waitFor(() => expect(questions()).toEqual(['Question 1?']));
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Long thread/ }));
    await waitFor(() => expect(questions()).toEqual(['Question 5?', 'Question 6?']));
    expect(screen.getByRole('button', { name: 'Load earlier messages' })).toBeInTheDocument();
  });
});
