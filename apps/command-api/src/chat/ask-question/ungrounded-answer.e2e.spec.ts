import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

async function typesFor(t: TestApp, uid: string): Promise<string[]> {
  return (await t.eventStore.readAll({ fromPosition: 0 }))
    .filter((e) => (e.data as { userId?: string }).userId === uid)
    .map((e) => e.type);
}

/**
 * Issue 20 point 3 through the HTTP API with the offline answerer: an answer that only says it
 * has no grounded answer is not charged; grounded answers and follow-ups are.
 */
describe('charging only grounded answers (HTTP, real stores, offline answerer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('an out-of-scope question leaves a trial user 3 questions; an in-scope one costs 1', async () => {
    const { token, uid } = await t.signIn();
    const auth = { Authorization: `Bearer ${token}` };

    const outOfScope = await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question: 'Tell me about contract variations' })
      .expect(200);
    expect(outOfScope.body.title).toBe('No grounded offline answer');
    expect(outOfScope.body.response.technical).toContain(
      'The built-in offline answerer has no grounded answer for this question',
    );
    expect(outOfScope.body.subscription_status).toEqual({
      tier: 'demo',
      is_trial: true,
      trial_info: { questions_remaining: 3, questions_used: 0 },
    });
    const minPosition = { ...auth, 'X-Min-Position': String(outOfScope.body.position) };
    const afterRefund = await t.http.get('/api/user/subscription').set(minPosition).expect(200);
    expect(afterRefund.body.trial_info).toEqual({ questions_remaining: 3, questions_used: 0 });
    expect(await typesFor(t, uid)).toEqual([
      'UserRegistered',
      'TrialStarted',
      'TrialDecremented',
      'ConversationStarted',
      'QuestionAsked',
      'QuotaRefunded',
      'AnswerGenerated',
    ]);
    const refund = (await t.eventStore.readAll({ fromPosition: 0 })).find(
      (e) => e.type === 'QuotaRefunded' && (e.data as { userId?: string }).userId === uid,
    );
    expect(refund?.data).toMatchObject({ source: 'trial', reason: 'no grounded answer' });

    const inScope = await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question: 'What is the NCC stair handrail height?' })
      .expect(200);
    expect(inScope.body.response.technical).toContain('865 mm');
    expect(inScope.body.subscription_status.trial_info).toEqual({
      questions_remaining: 2,
      questions_used: 1,
    });
  });

  it('answers a follow-up from the conversation with new content, and charges it', async () => {
    const { token } = await t.signIn();
    const auth = { Authorization: `Bearer ${token}` };
    const first = await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question: 'How do I waterproof a shower?' })
      .expect(200);
    // The follow-up reads the conversation from the read models: wait for the first answer there.
    const followUp = await t.http
      .post('/api/chat/ask')
      .set({ ...auth, 'X-Min-Position': String(first.body.position) })
      .send({ question: 'And what fall should the membrane have?', session_id: first.body.session_id })
      .expect(200);
    expect(followUp.body.response.technical).not.toBe(first.body.response.technical);
    expect(followUp.body.response.technical).toContain('1:60 to 1:80');
    expect(followUp.body.blocks).toContainEqual(expect.objectContaining({ type: 'table' }));
    expect(followUp.body.subscription_status.trial_info).toEqual({
      questions_remaining: 1,
      questions_used: 2,
    });

    const outside = await t.http
      .post('/api/chat/ask')
      .set({ ...auth, 'X-Min-Position': String(followUp.body.position) })
      .send({ question: 'And what colour grout should it have?', session_id: first.body.session_id })
      .expect(200);
    expect(outside.body.response.technical).toContain('nothing beyond the earlier answer');
    expect(outside.body.subscription_status.trial_info).toEqual({
      questions_remaining: 1,
      questions_used: 2,
    });
  });
});
