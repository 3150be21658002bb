import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

type Endpoint = '/api/chat/feedback' | '/api/chat/contribution';
const ENDPOINTS: readonly Endpoint[] = ['/api/chat/feedback', '/api/chat/contribution'];

function bodyFor(endpoint: Endpoint, messageId: string, sessionId?: string): Record<string, unknown> {
  const session = sessionId ? { session_id: sessionId } : {};
  return endpoint === '/api/chat/feedback'
    ? { message_id: messageId, feedback_type: 'negative', comment: 'Not what the code says', ...session }
    : {
        message_id: messageId,
        contribution_text: 'AS 3500.3 has the overflow clause.',
        opt_in_credit: false,
        ...session,
      };
}

/**
 * Feedback and contributions name a message: it must be a message of one of the caller's own
 * conversations, whether or not session_id is sent (issue 15, point 9). Anyone else's reads as not
 * found, and nothing is appended.
 */
describe('feedback and contributions only on the caller’s own answers (HTTP, real stores, real projector)', () => {
  let t: TestApp;
  let owner: { token: string; uid: string };
  let mallory: { token: string; uid: string };
  let ownerAnswer: string;
  let ownerSession: string;
  let ownerOtherSession: string;
  let malloryAnswer: string;
  let mallorySession: string;

  const ask = async (token: string, question: string) => {
    const response = await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${token}`)
      .send({ question })
      .expect(200);
    return { answer: `${response.body.question_id}:answer`, session: response.body.session_id as string };
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn({ email: 'owner@firm.com.au' });
    mallory = await t.signIn({ email: 'mallory@firm.com.au' });
    ({ answer: ownerAnswer, session: ownerSession } = await ask(
      owner.token,
      'How do I size a box gutter overflow?',
    ));
    ({ session: ownerOtherSession } = await ask(owner.token, 'Stair handrail height?'));
    ({ answer: malloryAnswer, session: mallorySession } = await ask(
      mallory.token,
      'Wind class for my site?',
    ));
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(ENDPOINTS)('%s', (endpoint) => {
    const send = (token: string, body: Record<string, unknown>) =>
      t.http.post(endpoint).set('Authorization', `Bearer ${token}`).send(body);

    it.each([
      ['without session_id', () => bodyFor(endpoint, ownerAnswer)],
      ["with the owner's session_id", () => bodyFor(endpoint, ownerAnswer, ownerSession)],
      ["with the caller's own session_id", () => bodyFor(endpoint, ownerAnswer, mallorySession)],
      ['naming a message that does not exist', () => bodyFor(endpoint, 'no-such-question:answer')],
    ])("refuses another user's answer %s with 404 and appends nothing", async (_case, body) => {
      const head = await t.eventStore.headPosition();
      const response = await send(mallory.token, body()).expect(404);
      expect(response.body).toMatchObject({ status: 404, code: 'CONVERSATION.NOT_FOUND' });
      expect(await t.eventStore.headPosition()).toBe(head);
    });

    it('refuses the caller’s own answer sent with another of their conversations', async () => {
      const head = await t.eventStore.headPosition();
      await send(owner.token, bodyFor(endpoint, ownerAnswer, ownerOtherSession)).expect(404);
      expect(await t.eventStore.headPosition()).toBe(head);
    });

    it('accepts the caller’s own answer, with or without session_id, right after it was answered', async () => {
      const fresh = await ask(mallory.token, `Fire door rating, asked for ${endpoint}?`);
      await send(mallory.token, bodyFor(endpoint, fresh.answer)).expect(200);
      await send(mallory.token, bodyFor(endpoint, malloryAnswer, mallorySession)).expect(200);
    });
  });

  it('records the conversation the answer belongs to when the client leaves session_id out', async () => {
    const response = await t.http
      .post('/api/chat/feedback')
      .set('Authorization', `Bearer ${owner.token}`)
      .send(bodyFor('/api/chat/feedback', ownerAnswer))
      .expect(200);
    const events = await t.eventStore.readStream(`feedback-${response.body.id}`);
    expect(events.at(-1)!.data).toMatchObject({
      messageId: ownerAnswer,
      conversationId: ownerSession,
      userId: owner.uid,
    });
  });
});
