import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { parseSse } from '../testing/ask-endpoints';

jest.setTimeout(60_000);

const EXHAUSTED = 'You have used all your free questions. Please upgrade to continue.';
const QUESTION = 'What is the NCC stair handrail height?';

describe('regenerate the last answer (HTTP, real stores, real projector process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn() {
    const { token, uid } = await t.signIn();
    return { uid, auth: { Authorization: `Bearer ${token}` } };
  }

  async function ask(auth: Record<string, string>, question: string, sessionId?: string) {
    const response = await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question, ...(sessionId ? { session_id: sessionId } : {}) })
      .expect(200);
    return response.body as { session_id: string; question_id: string; position: number };
  }

  async function eventsOf(uid: string) {
    return (await t.eventStore.readAll()).filter((e) => (e.data as { userId?: string }).userId === uid);
  }

  it('streams a new answer to the last question, costs a question, and shows the question once', async () => {
    const { uid, auth } = await signedIn();
    const first = await ask(auth, QUESTION);

    const response = await t.http
      .post(`/api/chat/session/${first.session_id}/regenerate/stream`)
      .set(auth)
      .send({ question_id: first.question_id })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    const events = parseSse(response.body as string);
    expect(events[0]).toEqual({
      event: 'accepted',
      data: { question_id: expect.any(String), session_id: first.session_id },
    });
    expect(events.some((e) => e.event === 'delta')).toBe(true);
    const answer = events.at(-1)!;
    expect(answer.event).toBe('answer');
    const regenerated = answer.data as {
      question_id: string;
      position: number;
      subscription_status: unknown;
      response: { technical: string };
    };
    expect(regenerated.question_id).not.toBe(first.question_id);
    expect(regenerated.response.technical).toContain('865 mm');
    // Counted as a question: two of three trial questions used.
    expect(regenerated.subscription_status).toEqual({
      tier: 'demo',
      is_trial: true,
      trial_info: { questions_remaining: 1, questions_used: 2 },
    });

    const recorded = (await eventsOf(uid)).filter(
      (e) => e.type !== 'UserRegistered' && e.type !== 'TrialStarted',
    );
    expect(recorded.map((e) => e.type)).toEqual([
      'TrialDecremented',
      'ConversationStarted',
      'QuestionAsked',
      'AnswerGenerated',
      'TrialDecremented',
      'QuestionAsked',
      'AnswerGenerated',
    ]);
    expect(recorded[5]!.data).toMatchObject({
      questionId: regenerated.question_id,
      question: QUESTION,
      regenerates: first.question_id,
    });
    expect(recorded[5]!.metadata.schemaVersion).toBe(2);

    // The conversation, the history and the search agree: one question, the new answer.
    const readAfter = { ...auth, 'X-Min-Position': String(regenerated.position) };
    const detail = await t.http.get(`/api/chat/session/${first.session_id}`).set(readAfter).expect(200);
    expect(detail.body.messages.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
      [regenerated.question_id, 'user'],
      [`${regenerated.question_id}:answer`, 'assistant'],
    ]);
    expect(detail.body.messages[0].content).toBe(QUESTION);
    const history = await t.http.get('/api/chat/history').set(readAfter).expect(200);
    expect(history.body.conversations).toEqual([
      expect.objectContaining({ id: first.session_id, title: QUESTION, preview: QUESTION }),
    ]);
    const search = await t.http.get('/api/chat/search?q=handrail').set(readAfter).expect(200);
    expect(search.body.conversations.map((c: { id: string }) => c.id)).toEqual([first.session_id]);

    // The regenerated answer is the last now, so it can be regenerated in turn.
    const again = await t.http
      .post(`/api/chat/session/${first.session_id}/regenerate`)
      .set(auth)
      .send({ question_id: regenerated.question_id })
      .expect(200);
    expect(again.body.subscription_status.trial_info).toEqual({ questions_remaining: 0, questions_used: 3 });
  });

  it('repeats a regeneration sent again with the same client_request_id without charging it twice', async () => {
    const { uid, auth } = await signedIn();
    const first = await ask(auth, QUESTION);
    const body = { question_id: first.question_id, client_request_id: randomUUID() };
    const path = `/api/chat/session/${first.session_id}/regenerate`;
    const once = await t.http.post(path).set(auth).send(body).expect(200);
    const head = await t.eventStore.headPosition();
    const twice = await t.http.post(path).set(auth).send(body).expect(200);
    expect(twice.body.answer_id).toBe(once.body.answer_id);
    expect(await t.eventStore.headPosition()).toBe(head);
    expect((await eventsOf(uid)).filter((e) => e.type === 'TrialDecremented')).toHaveLength(2);
  });

  it('refuses a trial user with no questions left with the spec 402 and appends nothing', async () => {
    const { auth } = await signedIn();
    const first = await ask(auth, QUESTION);
    await ask(auth, 'And for balustrades?', first.session_id);
    const third = await ask(auth, 'Fire door rating for a Class 2 unit entry?', first.session_id);

    const head = await t.eventStore.headPosition();
    const refused = await t.http
      .post(`/api/chat/session/${first.session_id}/regenerate`)
      .set(auth)
      .send({ question_id: third.question_id })
      .expect(402);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ status: 402, code: 'TRIAL.EXHAUSTED', detail: EXHAUSTED });
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('refuses to regenerate an answer that is not the last (409 problem details), before charging', async () => {
    const { uid, auth } = await signedIn();
    const first = await ask(auth, QUESTION);
    await ask(auth, 'And for balustrades?', first.session_id);

    const head = await t.eventStore.headPosition();
    const refused = await t.http
      .post(`/api/chat/session/${first.session_id}/regenerate`)
      .set(auth)
      .send({ question_id: first.question_id })
      .expect(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.body).toMatchObject({
      status: 409,
      code: 'CONVERSATION.NOT_LAST_QUESTION',
      detail: 'Only the latest answer can be regenerated.',
    });
    expect(await t.eventStore.headPosition()).toBe(head);
    expect((await eventsOf(uid)).filter((e) => e.type === 'TrialDecremented')).toHaveLength(2);
  });

  it("answers 404 for someone else's conversation and appends nothing", async () => {
    const owner = await signedIn();
    const first = await ask(owner.auth, QUESTION);
    const other = await signedIn();

    const head = await t.eventStore.headPosition();
    for (const path of ['regenerate', 'regenerate/stream']) {
      const refused = await t.http
        .post(`/api/chat/session/${first.session_id}/${path}`)
        .set(other.auth)
        .send({ question_id: first.question_id });
      const problem = path === 'regenerate' ? refused.body : parseSse(refused.text).at(-1)!.data;
      expect(problem).toMatchObject({ status: 404, code: 'CONVERSATION.NOT_FOUND' });
    }
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('answers 400 with the field path for a body without question_id', async () => {
    const { auth } = await signedIn();
    const first = await ask(auth, QUESTION);
    const refused = await t.http
      .post(`/api/chat/session/${first.session_id}/regenerate`)
      .set(auth)
      .send({ enhanced: 'yes' })
      .expect(400);
    expect(refused.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'body.enhanced',
      'body.question_id',
    ]);
  });
});
