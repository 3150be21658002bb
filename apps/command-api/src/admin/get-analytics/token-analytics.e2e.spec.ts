import { ChatCompletionsTestServer, modelReply, piecesOf, replies } from '@buildmentor/answering/testing';
import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(120_000);

/** Tokens per user and per day, from real asks against a local chat-completions server. */
describe('GET /api/admin/analytics/tokens (HTTP, real stores, real projector process)', () => {
  let model: ChatCompletionsTestServer;
  let t: TestApp;
  let admin: { Authorization: string };
  let now = new Date('2026-03-09T01:00:00.000Z');
  let lee: string;
  let kai: string;
  let leeToken: string;

  beforeAll(async () => {
    model = await ChatCompletionsTestServer.start();
    t = await startTestApp({
      env: {
        LLM_PROVIDER: 'openai',
        OPENAI_BASE_URL: model.baseURL,
        OPENAI_TIMEOUT_MS: '10000',
        TOKEN_BUDGETS: 'demo=100000',
      },
      overrides: { clock: () => now },
    });
    admin = { Authorization: `Bearer ${(await t.signIn({ email: 'admin@buildmentor.test' })).token}` };
    const content = JSON.stringify(modelReply());
    const ask = async (
      token: string,
      question: string,
      usage: { prompt_tokens: number; completion_tokens: number },
    ) => {
      model.reply = replies.sse(piecesOf(content, 50), { usage });
      await t.http
        .post('/api/chat/ask/stream')
        .set({ Authorization: `Bearer ${token}` })
        .send({ question })
        .expect(200);
    };
    const first = await t.signIn({ email: 'lee@firm.com.au' });
    leeToken = first.token;
    const second = await t.signIn({ email: 'kai@firm.com.au' });
    lee = first.uid;
    kai = second.uid;
    await ask(first.token, 'Which fire door for a Class 2 unit entry?', {
      prompt_tokens: 800,
      completion_tokens: 200,
    });
    await ask(second.token, 'How do I size a box gutter?', { prompt_tokens: 500, completion_tokens: 100 });
    now = new Date('2026-03-10T01:00:00.000Z');
    await ask(first.token, 'And the overflow?', { prompt_tokens: 900, completion_tokens: 300 });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  const fresh = async () => ({ ...admin, 'X-Min-Position': String(await t.eventStore.headPosition()) });

  it('gives tokens per day and per user, most tokens first, with totals', async () => {
    const { body } = await t.http
      .get('/api/admin/analytics/tokens?from=2026-03-08&to=2026-03-10')
      .set(await fresh())
      .expect(200);
    expect(body).toEqual({
      from: '2026-03-08',
      to: '2026-03-10',
      days: [
        { day: '2026-03-08', prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, answers: 0, users: 0 },
        {
          day: '2026-03-09',
          prompt_tokens: 1300,
          completion_tokens: 300,
          total_tokens: 1600,
          answers: 2,
          users: 2,
        },
        {
          day: '2026-03-10',
          prompt_tokens: 900,
          completion_tokens: 300,
          total_tokens: 1200,
          answers: 1,
          users: 1,
        },
      ],
      users: [
        {
          user_id: lee,
          email: 'lee@firm.com.au',
          prompt_tokens: 1700,
          completion_tokens: 500,
          total_tokens: 2200,
          answers: 2,
        },
        {
          user_id: kai,
          email: 'kai@firm.com.au',
          prompt_tokens: 500,
          completion_tokens: 100,
          total_tokens: 600,
          answers: 1,
        },
      ],
      totals: { prompt_tokens: 2200, completion_tokens: 600, total_tokens: 2800, answers: 3 },
    });
  });

  it('downloads one CSV row per user and day', async () => {
    const response = await t.http
      .get('/api/admin/analytics/tokens?from=2026-03-08&to=2026-03-10&format=csv')
      .set(await fresh())
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="token-usage-2026-03-08-to-2026-03-10.csv"',
    );
    const lines = response.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('day,user_id,email,prompt_tokens,completion_tokens,total_tokens,answers');
    expect(lines.slice(1).sort()).toEqual(
      [
        `2026-03-09,${lee},lee@firm.com.au,800,200,1000,1`,
        `2026-03-09,${kai},kai@firm.com.au,500,100,600,1`,
        `2026-03-10,${lee},lee@firm.com.au,900,300,1200,1`,
      ].sort(),
    );
  });

  it('is for admins only and validates the range', async () => {
    const { token } = await t.signIn({ email: 'sam@firm.com.au' });
    await t.http
      .get('/api/admin/analytics/tokens')
      .set({ Authorization: `Bearer ${token}` })
      .expect(403);
    const backwards = await t.http
      .get('/api/admin/analytics/tokens?from=2026-03-10&to=2026-03-01')
      .set(admin)
      .expect(400);
    expect(backwards.body.errors[0].path).toBe('query.from');
    const format = await t.http.get('/api/admin/analytics/tokens?format=xml').set(admin).expect(400);
    expect(format.body.errors[0].path).toBe('query.format');
  });

  it("shows a user the month's token use against the plan's budget where the plan is shown", async () => {
    const headers = {
      Authorization: `Bearer ${leeToken}`,
      'X-Min-Position': String(await t.eventStore.headPosition()),
    };
    const { body } = await t.http.get('/api/user/subscription').set(headers).expect(200);
    expect(body.tokens).toEqual({ month: '2026-03', used: 2200, budget: 100_000 });
    // Admins are never limited: no budget to show.
    const adminStatus = await t.http
      .get('/api/user/subscription')
      .set(await fresh())
      .expect(200);
    expect(adminStatus.body).not.toHaveProperty('tokens');
  });
});
