import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionResponse } from '@buildmentor/contracts';
import { authUser, conversation, profile, storeSession, subscription } from '../../testing/fixtures';
import { installFetch, problem, sseStream, type RouteHandler } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';

const STOPPED = problem(
  409,
  'ANSWER.STOPPED',
  'This answer was stopped before it finished. Ask again to get a full answer.',
);

/** Opens /chat as a restored user; examples and telemetry answer unless `routes` say otherwise. */
async function openChat(routes: Record<string, RouteHandler>) {
  const server = installFetch({
    'GET /api/user/subscription': { body: subscription(3) },
    'GET /api/chat/history': { body: { conversations: [] } },
    'GET /api/user/profile': { body: profile({ email: 'pat@firm.example' }) },
    'GET /api/prompts/examples': { body: { examples: ['Example A?'], seed: 's1', topics: [] } },
    'POST /api/telemetry/ui': { status: 202 },
    ...routes,
  });
  storeSession(authUser({ email: 'pat@firm.example' }), 'pat-token');
  renderApp('/chat');
  const input = await screen.findByRole('textbox', { name: 'Your question' });
  return { server, input, user: userEvent.setup() };
}

const log = () => screen.getByRole('log', { name: 'Conversation' });

describe('/chat: the plan box and the monthly token budget', () => {
  it("shows the month's model tokens against the plan's budget when the plan has one", async () => {
    await openChat({
      'GET /api/user/subscription': {
        body: { ...subscription(0, false), tokens: { month: '2025-03', used: 12_345, budget: 2_000_000 } },
      },
    });
    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(
      await within(plan).findByText('12,345 of 2,000,000 AI tokens used this month'),
    ).toBeInTheDocument();
  });

  it('shows no token line for a plan without a budget', async () => {
    await openChat({});
    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByText('3 questions remaining')).toBeInTheDocument();
    expect(within(plan).queryByText(/AI tokens/)).not.toBeInTheDocument();
  });
});

describe('/chat: stopping an answer', () => {
  it('Stop replaces Send while the answer streams; it asks the server to stop, keeps what arrived and marks it stopped, never retrying', async () => {
    const stream = sseStream();
    const stopPath = 'POST /api/chat/session/conv-1/questions/q-1/stop';
    const { server, input, user } = await openChat({
      'POST /api/chat/ask/stream': { stream: stream.chunks },
      // The instance producing the answer ends it and says so on the stream.
      [stopPath]: () => {
        stream.push('error', STOPPED.body);
        stream.end();
        return { body: { stopped: true } };
      },
      'POST /api/chat/ask': { status: 500 },
    });

    await user.type(input, 'Stair handrail height?{Enter}');
    act(() => stream.push('accepted', { question_id: 'q-1', session_id: 'conv-1' }));
    act(() => stream.push('delta', { text: 'Handrails are at least' }));
    const stop = await screen.findByRole('button', { name: 'Stop answer' });
    expect(screen.queryByRole('button', { name: 'Send question' })).not.toBeInTheDocument();

    // Keyboard: the Stop button takes focus and Enter presses it.
    stop.focus();
    await user.keyboard('{Enter}');

    expect(await within(log()).findByText('Stopped')).toBeInTheDocument();
    expect(within(log()).getByText('Handrails are at least')).toBeInTheDocument();
    expect(server.callsTo(stopPath)).toHaveLength(1);
    expect(server.callsTo(stopPath)[0]?.headers['Authorization']).toBe('Bearer pat-token');
    expect(screen.getByRole('button', { name: 'Send question' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop answer' })).not.toBeInTheDocument();
    // A Stop is not a broken stream: nothing resumes it and nothing asks again.
    expect(server.callsTo('GET /api/chat/session/conv-1/questions/q-1/stream')).toHaveLength(0);
    expect(server.callsTo('POST /api/chat/ask')).toHaveLength(0);
    expect(server.callsTo('POST /api/chat/ask/stream')).toHaveLength(1);
  });

  it('a Stop the streaming instance did not take still ends the stream from the browser, without a retry', async () => {
    const stream = sseStream();
    const { server, input, user } = await openChat({
      'POST /api/chat/ask/stream': { stream: stream.chunks },
      'POST /api/chat/session/conv-1/questions/q-1/stop': () => {
        // The browser's abort lands once the stream delivers its next chunk (the test's fetch).
        setTimeout(() => stream.push('delta', { text: ' late' }), 0);
        return { body: { stopped: false } };
      },
      'POST /api/chat/ask': { status: 500 },
    });

    await user.type(input, 'Box gutter sizing?{Enter}');
    act(() => stream.push('accepted', { question_id: 'q-1', session_id: 'conv-1' }));
    await user.click(await screen.findByRole('button', { name: 'Stop answer' }));

    expect(await within(log()).findByText('Stopped')).toBeInTheDocument();
    expect(within(log()).queryByText(/late/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send question' })).toBeInTheDocument());
    expect(server.callsTo('GET /api/chat/session/conv-1/questions/q-1/stream')).toHaveLength(0);
    expect(server.callsTo('POST /api/chat/ask')).toHaveLength(0);
  });

  it('shows a stopped answer in a reopened conversation as what arrived, then "Stopped"', async () => {
    const saved: SessionResponse = {
      session_id: 's-9',
      title: 'Deck balustrade',
      messages: [
        {
          id: 'q-9',
          role: 'user',
          content: 'Balustrade height?',
          timestamp: '2025-01-01T00:00:00Z',
          status: 'asked',
          v2Response: null,
          generator: null,
        },
        {
          id: 'q-9:answer',
          role: 'assistant',
          content: 'A balustrade is required where',
          timestamp: '2025-01-01T00:00:05Z',
          status: 'stopped',
          v2Response: null,
          generator: 'openai',
        },
      ],
      has_more: false,
      next_before: null,
    };
    const { user } = await openChat({
      'GET /api/chat/history': { body: { conversations: [conversation('s-9', 'Deck balustrade')] } },
      'GET /api/chat/session/s-9': { body: saved },
    });

    await user.click(await screen.findByRole('button', { name: /Deck balustrade/ }));

    expect(await within(log()).findByText('A balustrade is required where')).toBeInTheDocument();
    expect(within(log()).getByText('Stopped')).toBeInTheDocument();
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
  });
});
