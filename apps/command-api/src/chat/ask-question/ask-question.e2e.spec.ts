import { type AnswerGenerator } from '@buildmentor/answering';
import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

const EXHAUSTED = 'You have used all your free questions. Please upgrade to continue.';
const FAILURE =
  'I apologize, but I encountered an error while processing your question. Please try again or contact support if the issue persists.';

async function typesFor(t: TestApp, uid: string, fromPosition = 0): Promise<string[]> {
  return (await t.eventStore.readAll({ fromPosition }))
    .filter((e) => (e.data as { userId?: string }).userId === uid)
    .map((e) => e.type);
}

describe('the first chat slice (HTTP, real stores, real projector process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers three trial questions in one conversation, then refuses the fourth with 402', async () => {
    const { token, uid } = await t.signIn();
    const auth = { Authorization: `Bearer ${token}` };
    const first = await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question: 'What is the NCC stair handrail height?' })
      .expect(200);
    expect(first.body.response.technical).toContain('865 mm');
    expect(first.body.response.mentoring).toEqual(expect.any(String));
    expect(first.body.response.next_steps.length).toBeGreaterThan(0);
    expect(first.body.subscription_status).toEqual({
      tier: 'demo',
      is_trial: true,
      trial_info: { questions_remaining: 2, questions_used: 1 },
    });
    const session = first.body.session_id;
    await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question: 'And for balustrades?', session_id: session })
      .expect(200);
    const third = await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question: 'Fire door rating for a Class 2 unit entry?', session_id: session })
      .expect(200);
    expect(third.body.subscription_status.trial_info).toEqual({ questions_remaining: 0, questions_used: 3 });

    const head = await t.eventStore.headPosition();
    const fourth = await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question: 'One more?', session_id: session })
      .expect(402);
    expect(fourth.body).toMatchObject({ status: 402, code: 'TRIAL.EXHAUSTED', detail: EXHAUSTED });
    expect(await t.eventStore.headPosition()).toBe(head);

    expect(await typesFor(t, uid)).toEqual([
      'UserRegistered',
      'TrialStarted',
      'TrialDecremented',
      'ConversationStarted',
      'QuestionAsked',
      'AnswerGenerated',
      'TrialDecremented',
      'QuestionAsked',
      'AnswerGenerated',
      'TrialDecremented',
      'QuestionAsked',
      'AnswerGenerated',
    ]);

    // Read-your-writes: with the last answer's position, the queries include it.
    const minPosition = { ...auth, 'X-Min-Position': String(third.body.position) };
    const history = await t.http.get('/api/chat/history?limit=50').set(minPosition).expect(200);
    expect(Number(history.headers['x-read-position'])).toBeGreaterThanOrEqual(third.body.position);
    expect(history.body.conversations).toEqual([
      expect.objectContaining({
        id: session,
        title: 'What is the NCC stair handrail height?',
        preview: 'Fire door rating for a Class 2 unit entry?',
      }),
    ]);
    const detail = await t.http.get(`/api/chat/session/${session}`).set(minPosition).expect(200);
    expect(detail.body.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(detail.body.messages[1].v2Response.response.technical).toContain('865 mm');
    const subscription = await t.http.get('/api/user/subscription').set(minPosition).expect(200);
    expect(subscription.body).toEqual({
      tier: 'demo',
      is_trial: true,
      trial_info: { questions_remaining: 0, questions_used: 3 },
      unlimited: false,
      plan_ends_at: null,
      daily: null,
      booster: null,
    });
  });

  it('twenty parallel asks from a fresh trial user give exactly three answers', async () => {
    const { token, uid } = await t.signIn();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.http
          .post('/api/chat/ask')
          .set('Authorization', `Bearer ${token}`)
          .send({ question: `Parallel question ${i} about gutters` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(17);
    for (const r of responses.filter((x) => x.status === 402)) expect(r.body.detail).toBe(EXHAUSTED);
    const types = await typesFor(t, uid);
    expect(types.filter((x) => x === 'TrialDecremented')).toHaveLength(3);
    expect(types.filter((x) => x === 'AnswerGenerated')).toHaveLength(3);
    expect(types.filter((x) => x === 'QuestionAsked')).toHaveLength(3);
  });

  it('fifty parallel asks with k questions left give exactly k answers (trial with 2 left, Starter with 3 + booster)', async () => {
    const ask = (token: string, i: number) =>
      t.http
        .post('/api/chat/ask')
        .set('Authorization', `Bearer ${token}`)
        .send({ question: `Concurrent question ${i} on handrails` });
    const trial = await t.signIn();
    await ask(trial.token, -1).expect(200);
    const trialResults = await Promise.all(Array.from({ length: 50 }, (_, i) => ask(trial.token, i)));
    expect(trialResults.filter((r) => r.status === 200)).toHaveLength(2);
    expect(trialResults.filter((r) => r.status === 402)).toHaveLength(48);

    // A Starter plan (activated as a payment or voucher would) on an exhausted trial.
    const starter = await t.signIn();
    for (let i = 0; i < 3; i++) await ask(starter.token, 100 + i).expect(200);
    const revision = await t.eventStore.streamRevision(`quota-${starter.uid}`);
    await t.eventStore.append(
      `quota-${starter.uid}`,
      [
        {
          id: crypto.randomUUID(),
          type: 'SubscriptionActivated',
          data: {
            userId: starter.uid,
            tier: 'starter',
            source: 'voucher',
            reference: 'STARTER-TEST',
            startsAt: new Date(Date.now() - 60_000).toISOString(),
            endsAt: null,
          },
          metadata: {
            userId: 'system',
            correlationId: 'test',
            causationId: 'test',
            at: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      revision!,
    );
    const starterResults = await Promise.all(
      Array.from({ length: 50 }, (_, i) => ask(starter.token, 200 + i)),
    );
    expect(starterResults.filter((r) => r.status === 200)).toHaveLength(4);
    const refused = starterResults.filter((r) => r.status === 402);
    expect(refused).toHaveLength(46);
    expect(refused[0]!.body.code).toBe('DAILY.EXHAUSTED');
    const types = await typesFor(t, starter.uid);
    expect(types.filter((x) => x === 'DailyQuestionUsed')).toHaveLength(3);
    expect(types.filter((x) => x === 'BoosterUsed')).toHaveLength(1);
  });

  it('a retried request (same client_request_id) is answered once and spends one question', async () => {
    const { token, uid } = await t.signIn();
    const body = {
      question: 'How do I size a box gutter?',
      client_request_id: '3f0e4d8c-2a4b-4c1e-9f5a-1b2c3d4e5f60',
    };
    const first = await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${token}`)
      .send(body)
      .expect(200);
    const head = await t.eventStore.headPosition();
    const again = await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${token}`)
      .send(body)
      .expect(200);
    expect(again.body.answer_id).toBe(first.body.answer_id);
    expect(again.body.session_id).toBe(first.body.session_id);
    expect(await typesFor(t, uid, head)).toEqual([]);
  });

  it("treats another user's session as not found and spends nothing", async () => {
    const owner = await t.signIn();
    const asked = await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${owner.token}`)
      .send({ question: 'Wind class for my site?' })
      .expect(200);
    const other = await t.signIn();
    const head = await t.eventStore.headPosition();
    await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${other.token}`)
      .send({ question: 'Hijack?', session_id: asked.body.session_id })
      .expect(404);
    await t.http
      .get(`/api/chat/session/${asked.body.session_id}`)
      .set('Authorization', `Bearer ${other.token}`)
      .expect(404);
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('rejects an empty or oversized question with field paths and appends nothing', async () => {
    const { token } = await t.signIn();
    const head = await t.eventStore.headPosition();
    const empty = await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${token}`)
      .send({ question: '   ' })
      .expect(400);
    expect(empty.body.errors).toEqual([{ path: 'body.question', message: 'Question must not be empty' }]);
    const long = await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${token}`)
      .send({ question: 'x'.repeat(4001) })
      .expect(400);
    expect(long.body.errors[0].path).toBe('body.question');
    await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${token}`)
      .send({ question: 'ok', session_id: 123 })
      .expect(400);
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('the fixed pro user is not limited by the trial', async () => {
    const { token } = await t.signIn({ user_type: 'pro' });
    for (let i = 0; i < 4; i++) {
      const r = await t.http
        .post('/api/chat/ask')
        .set('Authorization', `Bearer ${token}`)
        .send({ question: `Pro question ${i}` })
        .expect(200);
      expect(r.body.subscription_status).toMatchObject({ tier: 'pro', is_trial: false });
    }
  });
});

describe('when the answerer fails', () => {
  let t: TestApp;
  const failing: AnswerGenerator = {
    kind: 'offline',
    generate: async () => Promise.reject(new Error('model unavailable')),
  };
  beforeAll(async () => {
    t = await startTestApp({ overrides: { answerGenerator: failing }, projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it("records AnswerFailed, refunds the question and answers with the spec's failure text", async () => {
    const { token, uid } = await t.signIn();
    const response = await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${token}`)
      .send({ question: 'Anything?' })
      .expect(502);
    expect(response.body).toMatchObject({ code: 'ANSWER.FAILED', detail: FAILURE });
    expect(await typesFor(t, uid)).toEqual([
      'UserRegistered',
      'TrialStarted',
      'TrialDecremented',
      'ConversationStarted',
      'QuestionAsked',
      'AnswerFailed',
      'QuotaRefunded',
    ]);
  });
});
