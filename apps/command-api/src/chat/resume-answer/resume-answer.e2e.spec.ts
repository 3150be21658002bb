import { gatedAnswerer } from '../../testing/gated-answerer';
import { listenOnLoopback, startTestApp, type TestApp, auth } from '../../testing/test-app';
import { openStream } from '../testing/sse-reader';

jest.setTimeout(60_000);

const FAILURE =
  'I apologize, but I encountered an error while processing your question. Please try again or contact support if the issue persists.';

const resumePath = (sessionId: string, questionId: string) =>
  `/api/chat/session/${sessionId}/questions/${questionId}/stream`;

describe('GET /api/chat/session/{session_id}/questions/{question_id}/stream (resuming an answer)', () => {
  let t: TestApp;
  let url: string;
  const answerer = gatedAnswerer();
  beforeAll(async () => {
    t = await startTestApp({ overrides: { answerGenerator: answerer.generator }, projector: false });
    url = await listenOnLoopback(t);
  });
  afterAll(async () => {
    answerer.open();
    await t.close();
  });
  afterEach(() => {
    answerer.fail = false;
    answerer.open();
  });

  it('sends a recorded answer at once, as the ask returned it', async () => {
    const { token } = await t.signIn();
    const asked = await t.http
      .post('/api/chat/ask')
      .set(auth(token))
      .send({ question: 'What is the NCC stair handrail height?' })
      .expect(200);
    const stream = await openStream(`${url}${resumePath(asked.body.session_id, asked.body.question_id)}`, {
      headers: auth(token),
    });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await stream.finished;
    expect(stream.events).toEqual([{ event: 'answer', data: asked.body }]);
  });

  it('waits for an answer still being generated (the POST stream not yet seen closed), then sends it', async () => {
    const { token } = await t.signIn();
    answerer.close();
    const asking = await openStream(`${url}/api/chat/ask/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(token) },
      body: JSON.stringify({ question: 'How do I size a box gutter?' }),
    });
    const accepted = (await asking.until('accepted')).data as { question_id: string; session_id: string };
    const resumed = await openStream(`${url}${resumePath(accepted.session_id, accepted.question_id)}`, {
      headers: auth(token),
    });
    expect(resumed.response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resumed.events).toEqual([]);
    expect(resumed.ended()).toBe(false);
    answerer.open();
    const answer = (await resumed.until('answer')).data as {
      question_id: string;
      response: { technical: string };
    };
    await resumed.finished;
    expect(answer.question_id).toBe(accepted.question_id);
    expect(answer.response.technical).toEqual(expect.any(String));
    expect((await asking.until('answer')).data).toEqual(answer);
    const recorded = await t.eventStore.readStream(`conversation-${accepted.session_id}`);
    expect(recorded.map((e) => e.type)).toEqual(['ConversationStarted', 'QuestionAsked', 'AnswerGenerated']);
  });

  it('reports an answer whose POST stream was dropped as stopped: the drop ended it', async () => {
    const { token } = await t.signIn();
    answerer.close();
    const asking = await openStream(`${url}/api/chat/ask/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(token) },
      body: JSON.stringify({ question: 'How do I size a box gutter?' }),
    });
    const accepted = (await asking.until('accepted')).data as { question_id: string; session_id: string };
    asking.drop(); // the connection drops before the answer: the answer stops with it
    const resumed = await openStream(`${url}${resumePath(accepted.session_id, accepted.question_id)}`, {
      headers: auth(token),
    });
    const error = (await resumed.until('error')).data;
    expect(error).toMatchObject({ status: 409, code: 'ANSWER.STOPPED' });
    const recorded = await t.eventStore.readStream(`conversation-${accepted.session_id}`);
    expect(recorded.at(-1)).toMatchObject({ type: 'AnswerStopped', data: { reason: 'client_disconnected' } });
  });

  it('sends the failure as an error event in the POST stream shape when the answer failed', async () => {
    const { token } = await t.signIn();
    answerer.fail = true;
    const failed = await t.http
      .post('/api/chat/ask/stream')
      .set(auth(token))
      .send({ question: 'Anything?' })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
    const accepted = JSON.parse(/^event: accepted\ndata: (.*)$/m.exec(failed.body as string)![1]!) as {
      question_id: string;
      session_id: string;
    };
    const stream = await openStream(`${url}${resumePath(accepted.session_id, accepted.question_id)}`, {
      headers: auth(token),
    });
    await stream.finished;
    expect(stream.events).toEqual([
      {
        event: 'error',
        data: expect.objectContaining({ status: 502, code: 'ANSWER.FAILED', detail: FAILURE }),
      },
    ]);
  });

  it("answers 404 for someone else's question or an unknown one, and 401 without a token, before any stream", async () => {
    const owner = await t.signIn();
    const asked = await t.http
      .post('/api/chat/ask')
      .set(auth(owner.token))
      .send({ question: 'Wind class for my site?' })
      .expect(200);
    const other = await t.signIn();
    const theirs = await t.http
      .get(resumePath(asked.body.session_id, asked.body.question_id))
      .set(auth(other.token))
      .expect(404);
    expect(theirs.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(theirs.body.code).toBe('CONVERSATION.NOT_FOUND');
    const unknown = await t.http
      .get(resumePath(asked.body.session_id, 'no-such-question'))
      .set(auth(owner.token))
      .expect(404);
    expect(unknown.body.code).toBe('CONVERSATION.QUESTION_NOT_FOUND');
    await t.http.get(resumePath(asked.body.session_id, asked.body.question_id)).expect(401);
  });
});

describe('resumed answer streams when the API stops', () => {
  it('end at once, without an outcome, so the client reconnects elsewhere', async () => {
    const answerer = gatedAnswerer();
    const t = await startTestApp({ overrides: { answerGenerator: answerer.generator }, projector: false });
    const url = await listenOnLoopback(t);
    const { token } = await t.signIn();
    answerer.close();
    const asking = await openStream(`${url}/api/chat/ask/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ question: 'Fire door rating for a Class 2 unit entry?' }),
    });
    const accepted = (await asking.until('accepted')).data as { question_id: string; session_id: string };
    const resumed = await openStream(`${url}${resumePath(accepted.session_id, accepted.question_id)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(resumed.response.status).toBe(200);

    // The POST stream is the one doing the work: it drains and records the answer.
    const closing = t.close();
    await resumed.finished;
    expect(resumed.events).toEqual([]);
    answerer.open();
    await asking.until('answer');
    await closing;
  });
});
