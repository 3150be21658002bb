import { ChatCompletionsTestServer, modelReply, replies } from '@buildmentor/answering/testing';
import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

/** The real OpenAI adapter behind the API, against a local chat-completions server. */
describe('regenerating with LLM_PROVIDER=openai', () => {
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
    });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('asks the model the last question again with the earlier turns, but not the answer it replaces', async () => {
    const { token } = await t.signIn({ email: 'ria@firm.com.au' });
    const auth = { Authorization: `Bearer ${token}` };
    model.reply = replies.json(JSON.stringify(modelReply({ technical: 'EARLIER-TURN answer.' })));
    const first = await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question: 'What is the NCC stair handrail height?' })
      .expect(200);
    model.reply = replies.json(JSON.stringify(modelReply({ technical: 'REPLACED answer.' })));
    const second = await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question: 'And for balustrades?', session_id: first.body.session_id })
      .expect(200);
    // Both turns are in the read model the prompt history is read from.
    await t.http
      .get(`/api/chat/session/${first.body.session_id}`)
      .set({ ...auth, 'X-Min-Position': String(second.body.position) })
      .expect(200);

    model.reply = replies.json(JSON.stringify(modelReply({ technical: 'FRESH answer.' })));
    const regenerated = await t.http
      .post(`/api/chat/session/${first.body.session_id}/regenerate`)
      .set(auth)
      .send({ question_id: second.body.question_id })
      .expect(200);
    expect(regenerated.body.response.technical).toContain('FRESH answer.');

    const sent = JSON.stringify(model.requests.at(-1)!.body.messages);
    expect(sent).toContain('EARLIER-TURN answer.');
    expect(sent).not.toContain('REPLACED answer.');
    expect(sent.split('And for balustrades?')).toHaveLength(2);
  });
});
