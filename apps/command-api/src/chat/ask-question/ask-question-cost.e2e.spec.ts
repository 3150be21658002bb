import { ChatCompletionsTestServer, modelReply, piecesOf, replies } from '@buildmentor/answering/testing';
import { listenOnLoopback, startTestApp, type TestApp, auth } from '../../testing/test-app';
import { openStream } from '../testing/sse-reader';

jest.setTimeout(60_000);

const reply = () => piecesOf(JSON.stringify(modelReply()), 9);
/** The trial's monthly budget here: one answer (12 prompt + 30 completion tokens) spends it. */
const TRIAL_BUDGET = 40;
const KEY = '6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f';

/**
 * Model cost control through the API, with the real OpenAI adapter against a local server that
 * speaks the chat-completions protocol: usage recorded, the token budget enforced, and a Stop or
 * a disconnect ending the upstream request.
 */
describe('model cost control (LLM_PROVIDER=openai)', () => {
  let model: ChatCompletionsTestServer;
  let t: TestApp;
  let url: string;
  let logged: string[];
  let stderr: jest.SpyInstance;

  beforeAll(async () => {
    model = await ChatCompletionsTestServer.start();
    t = await startTestApp({
      env: {
        LLM_PROVIDER: 'openai',
        OPENAI_BASE_URL: model.baseURL,
        OPENAI_MODEL: 'test-model',
        OPENAI_TIMEOUT_MS: '10000',
        OPENAI_MAX_COMPLETION_TOKENS: '4000',
        TOKEN_BUDGETS: `demo=${TRIAL_BUDGET},pro=1000000`,
        LOG_LEVEL: 'info',
      },
      projector: false,
    });
    url = await listenOnLoopback(t);
  });
  beforeEach(() => {
    model.requests.length = 0;
    logged = [];
    const write = process.stderr.write.bind(process.stderr);
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk, ...rest) => {
      logged.push(String(chunk));
      return write(chunk as string, ...(rest as []));
    });
  });
  afterEach(() => stderr.mockRestore());
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  const ask = (token: string, question: string, extra: Record<string, unknown> = {}) =>
    openStream(`${url}/api/chat/ask/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(token) },
      body: JSON.stringify({ question, ...extra }),
    });
  const streamOf = async (prefix: string, id: string) =>
    (await t.eventStore.readStream(`${prefix}-${id}`)).map((e) => ({ type: e.type, data: e.data }));
  const untilEvent = async (stream: string, type: string) => {
    for (let i = 0; i < 500; i++) {
      const events = await t.eventStore.readStream(stream);
      const found = events.find((e) => e.type === type);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${type} on ${stream}`);
  };
  const stoppedLine = () =>
    logged
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l['message'] === 'answer stopped');

  it('records the tokens in AnswerGenerated and on the quota stream, and sends max_completion_tokens', async () => {
    model.reply = replies.sse(reply());
    const { token, uid } = await t.signIn();
    const stream = await ask(token, 'Which fire door for a Class 2 unit entry?');
    const answer = (await stream.until('answer')).data as { session_id: string; question_id: string };

    expect(model.requests[0]!.body.max_completion_tokens).toBe(4000);
    expect(model.requests[0]!.body.stream_options).toEqual({ include_usage: true });
    const conversation = await streamOf('conversation', answer.session_id);
    expect(conversation.find((e) => e.type === 'AnswerGenerated')!.data).toMatchObject({
      usage: { promptTokens: 12, completionTokens: 30 },
    });
    const quota = await streamOf('quota', uid);
    expect(quota.find((e) => e.type === 'TokensUsed')!.data).toEqual({
      userId: uid,
      questionId: answer.question_id,
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      promptTokens: 12,
      completionTokens: 30,
    });
  });

  it('refuses the next ask with 402 once the month’s budget is spent, before any model call, appending nothing', async () => {
    model.reply = replies.sse(reply());
    const { token } = await t.signIn();
    await (await ask(token, 'How do I size a box gutter?')).until('answer');
    const requestsBefore = model.requests.length;
    const head = await t.eventStore.headPosition();

    const refused = await t.http
      .post('/api/chat/ask')
      .set(auth(token))
      .send({ question: 'And the overflow?' })
      .expect(402);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: 'TOKENS.BUDGET_EXHAUSTED', status: 402 });
    expect(refused.body.detail).toMatch(/token budget/);
    expect(model.requests).toHaveLength(requestsBefore);
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('never refuses an admin, whatever the budget', async () => {
    model.reply = replies.sse(reply());
    const { token } = await t.signIn({ email: 'admin@buildmentor.test' });
    await (await ask(token, 'Stair riser limits?')).until('answer');
    await (await ask(token, 'And the going?')).until('answer');
  });

  it('records the tokens of a reply cut off at its limit, fails it cleanly and refunds it', async () => {
    model.reply = replies.sse(reply().slice(0, 5), {
      finishReason: 'length',
      usage: { prompt_tokens: 12, completion_tokens: 5 },
    });
    const { token, uid } = await t.signIn();
    const stream = await ask(token, 'Wind class for my site?');
    const error = (await stream.until('error')).data;
    expect(error).toMatchObject({ status: 502, code: 'ANSWER.FAILED' });
    const accepted = (await stream.until('accepted')).data as { session_id: string };
    const failed = (await streamOf('conversation', accepted.session_id)).find(
      (e) => e.type === 'AnswerFailed',
    )!;
    expect(failed.data).toMatchObject({
      reason: expect.stringMatching(/cut off/),
      usage: { promptTokens: 12, completionTokens: 5 },
    });
    const quota = (await streamOf('quota', uid)).map((e) => e.type);
    expect(quota).toEqual(expect.arrayContaining(['QuotaRefunded', 'TokensUsed']));
  });

  it('a client disconnect mid-answer aborts the upstream request and records the answer as stopped, charged', async () => {
    model.reply = replies.sse(reply(), { intervalMs: 30 });
    const { token, uid } = await t.signIn();
    const stream = await ask(token, 'What fall should a shower floor have?');
    const accepted = (await stream.until('accepted')).data as { session_id: string; question_id: string };
    await stream.until('delta');
    stream.drop();

    const aborted = await model.untilAborted();
    expect(aborted.body.stream).toBe(true);
    const stopped = await untilEvent(`conversation-${accepted.session_id}`, 'AnswerStopped');
    expect(stopped.data).toMatchObject({
      questionId: accepted.question_id,
      reason: 'client_disconnected',
      partialText: expect.stringMatching(/.+/),
      generator: 'openai',
    });
    // Something useful was delivered: the question stays paid for.
    const quota = (await streamOf('quota', uid)).map((e) => e.type);
    expect(quota).not.toContain('QuotaRefunded');
    expect(stoppedLine()).toMatchObject({
      level: 'info',
      correlationId: expect.any(String),
      questionId: accepted.question_id,
      reason: 'client_disconnected',
    });
  });

  it('Stop before any text ends the model call, records the stop and refunds the question; resuming or retrying hears it was stopped', async () => {
    // The model is slow to start: nothing reaches the asker before the Stop.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    model.reply = replies.sse(reply(), { gate, gateAt: 0 });
    const { token, uid } = await t.signIn();
    const stream = await ask(token, 'Balustrade height on a deck?', { client_request_id: KEY });
    const accepted = (await stream.until('accepted')).data as { session_id: string; question_id: string };
    while (model.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    const stopPath = `/api/chat/session/${accepted.session_id}/questions/${accepted.question_id}/stop`;
    const other = await t.signIn();
    expect((await t.http.post(stopPath).set(auth(other.token)).expect(200)).body).toEqual({ stopped: false });
    expect((await t.http.post(stopPath).set(auth(token)).expect(200)).body).toEqual({ stopped: true });

    const error = (await stream.until('error')).data;
    expect(error).toMatchObject({ status: 409, code: 'ANSWER.STOPPED' });
    await model.untilAborted();
    release();
    const conversation = await streamOf('conversation', accepted.session_id);
    expect(conversation.map((e) => e.type)).toEqual([
      'ConversationStarted',
      'QuestionAsked',
      'AnswerStopped',
    ]);
    expect(conversation[2]!.data).toMatchObject({ reason: 'client_stopped', partialText: '' });
    const quota = await streamOf('quota', uid);
    expect(quota.at(-1)).toMatchObject({
      type: 'QuotaRefunded',
      data: { questionId: accepted.question_id, reason: 'answer stopped before any text' },
    });
    expect(stoppedLine()).toMatchObject({ questionId: accepted.question_id, reason: 'client_stopped' });

    const resumed = await openStream(
      `${url}/api/chat/session/${accepted.session_id}/questions/${accepted.question_id}/stream`,
      { headers: auth(token) },
    );
    await resumed.finished;
    expect(resumed.events).toEqual([
      { event: 'error', data: expect.objectContaining({ status: 409, code: 'ANSWER.STOPPED' }) },
    ]);
    const retried = await t.http
      .post('/api/chat/ask')
      .set(auth(token))
      .send({ question: 'Balustrade height on a deck?', client_request_id: KEY })
      .expect(409);
    expect(retried.body.code).toBe('ANSWER.STOPPED');
    expect(await streamOf('conversation', accepted.session_id)).toHaveLength(3);
    // Operators see stopped answers apart from failed ones.
    const metrics = (await t.http.get('/api/metrics').expect(200)).text;
    expect(metrics).toMatch(
      /buildmentor_answer_duration_seconds_count\{answerer="openai",outcome="stopped"\} [1-9]/,
    );
  });
});
