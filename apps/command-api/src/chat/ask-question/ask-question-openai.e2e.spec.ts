import { ChatCompletionsTestServer, modelReply, replies } from '@buildmentor/answering/testing';
import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

/** The real OpenAI adapter behind the API, against a local chat-completions server. */
describe('asking with LLM_PROVIDER=openai', () => {
  let model: ChatCompletionsTestServer;
  let t: TestApp;
  beforeAll(async () => {
    model = await ChatCompletionsTestServer.start();
    t = await startTestApp({
      env: {
        LLM_PROVIDER: 'openai',
        OPENAI_BASE_URL: model.baseURL,
        OPENAI_MODEL: 'test-model',
        OPENAI_TIMEOUT_MS: '5000',
      },
      projector: false,
    });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('answers from the model and sends the question, tier and profile in the prompt', async () => {
    model.reply = replies.json(JSON.stringify(modelReply()));
    const { token } = await t.signIn({ email: 'lee@firm.com.au' });
    const answer = await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${token}`)
      .send({ question: 'Which fire door for a Class 2 unit entry?' })
      .expect(200);
    expect(answer.body.response.technical).toEqual(expect.any(String));
    const request = model.requests[model.requests.length - 1]!;
    expect(request.body.model).toBe('test-model');
    expect(JSON.stringify(request.body.messages)).toContain('Which fire door for a Class 2 unit entry?');
    expect(request.body.response_format.type).toBe('json_schema');
  });

  it('turns a malformed model reply into AnswerFailed and a refund, never a crash', async () => {
    model.reply = replies.json('{"title": "half an answer"');
    const { token, uid } = await t.signIn({ email: 'kai@firm.com.au' });
    const failed = await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${token}`)
      .send({ question: 'Anything?' })
      .expect(502);
    expect(failed.body.detail).toBe(
      'I apologize, but I encountered an error while processing your question. Please try again or contact support if the issue persists.',
    );
    const types = (await t.eventStore.readAll({}))
      .filter((e) => (e.data as { userId?: string }).userId === uid)
      .map((e) => e.type);
    // The malformed reply still cost its tokens: they count against the month's budget.
    expect(types.slice(-4)).toEqual(['QuestionAsked', 'AnswerFailed', 'QuotaRefunded', 'TokensUsed']);
    model.reply = replies.status(500, { error: { message: 'overloaded' } });
    await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${token}`)
      .send({ question: 'Again?' })
      .expect(502);
    await t.http.get('/api/status').expect(200);
  });
});
