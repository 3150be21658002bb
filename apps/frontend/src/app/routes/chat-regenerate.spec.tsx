import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionMessage, SubscriptionResponse } from '@buildmentor/contracts';
import {
  askResponse,
  authUser,
  conversation,
  profile,
  storeSession,
  subscription,
  v2Answer,
} from '../../testing/fixtures';
import { installFetch, problem, sseStream, type RouteHandler } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';

const EXHAUSTED = 'You have used all your free questions. Please upgrade to continue.';
const REGENERATE = 'POST /api/chat/session/s-5/regenerate/stream';

function turn(n: number): SessionMessage[] {
  const at = `2025-01-01T00:0${n}:00Z`;
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

/** /chat as a restored user with conversation s-5 (two turns) opened. */
async function openConversation(
  routes: Record<string, RouteHandler>,
  trial: SubscriptionResponse = subscription(2),
) {
  const server = installFetch({
    'GET /api/user/subscription': { body: trial },
    'GET /api/chat/history': { body: { conversations: [conversation('s-5', 'Handrails')] } },
    'GET /api/user/profile': { body: profile({ email: 'pat@firm.example' }) },
    'GET /api/prompts/examples': { body: { examples: ['Example A?'], seed: 's1', topics: [] } },
    'POST /api/telemetry/ui': { status: 202 },
    'GET /api/chat/session/s-5': {
      body: {
        session_id: 's-5',
        title: 'Handrails',
        messages: [...turn(1), ...turn(2)],
        has_more: false,
        next_before: null,
      },
    },
    ...routes,
  });
  storeSession(authUser({ email: 'pat@firm.example' }), 'pat-token');
  renderApp('/chat');
  // The first render of the file loads the route's chunk: allow it the time chat-conversation's do.
  await screen.findByRole('textbox', { name: 'Your question' }, { timeout: 5000 });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Handrails/ }));
  await screen.findByText('Question 2?');
  return { server, user };
}

const conversationLog = () => within(screen.getByRole('log', { name: 'Conversation' }));
const technicalTexts = () =>
  conversationLog()
    .getAllByRole('region', { name: 'Technical Answer' })
    .map((region) => region.textContent?.replace(/^Technical Answer/, ''));

describe('/chat Regenerate', () => {
  it('offers Regenerate on the last answer only, and streams the new answer in place of the old one', async () => {
    const stream = sseStream();
    const { server, user } = await openConversation({ [REGENERATE]: { stream: stream.chunks } });
    const buttons = conversationLog().getAllByRole('button', { name: 'Regenerate' });
    expect(buttons).toHaveLength(1);
    expect(screen.getByText('Answer 2.').closest('li')).toContainElement(buttons[0]!);

    const subscriptionReads = server.callsTo('GET /api/user/subscription').length;
    await user.click(buttons[0]!);
    expect(server.callsTo(REGENERATE)[0]?.body).toEqual({
      question_id: 'q-2',
      client_request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The old answer makes way at once; no second Regenerate while this one is written.
    await waitFor(() => expect(screen.queryByText('Answer 2.')).not.toBeInTheDocument());
    expect(conversationLog().queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeInTheDocument();

    act(() => stream.push('accepted', { question_id: 'q-9', session_id: 's-5' }));
    act(() => stream.push('delta', { text: 'A fresh ' }));
    await waitFor(() => expect(technicalTexts().at(-1)).toContain('A fresh'));
    const fresh = { ...askResponse(9, { session_id: 's-5' }), question_id: 'q-9' };
    fresh.response = { ...fresh.response, technical: 'A fresh answer.' };
    act(() => stream.push('answer', fresh));
    act(() => stream.end());

    await waitFor(() => expect(technicalTexts()).toEqual(['Answer 1.', 'A fresh answer.']));
    // The question is shown once, and the new answer is the last: it can be regenerated in turn.
    expect(conversationLog().getAllByText('Question 2?')).toHaveLength(1);
    expect(conversationLog().getAllByRole('button', { name: 'Regenerate' })).toHaveLength(1);
    // It counted as a question: the plan box is read again.
    await waitFor(() =>
      expect(server.callsTo('GET /api/user/subscription').length).toBeGreaterThan(subscriptionReads),
    );
  });

  it("keeps the old answer and shows the spec's upgrade message when the server answers 402", async () => {
    const { user } = await openConversation({
      [REGENERATE]: problem(402, 'TRIAL.EXHAUSTED', EXHAUSTED),
    });
    await user.click(conversationLog().getByRole('button', { name: 'Regenerate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(EXHAUSTED);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(technicalTexts()).toEqual(['Answer 1.', 'Answer 2.']);
  });

  it('is unavailable when no questions are left', async () => {
    const { server, user } = await openConversation({}, subscription(0));
    const button = conversationLog().getByRole('button', { name: 'Regenerate' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await user.click(button);
    expect(server.callsTo(REGENERATE)).toHaveLength(0);
  });
});
