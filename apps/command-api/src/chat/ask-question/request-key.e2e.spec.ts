import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { ASK_ENDPOINTS, askOver } from '../testing/ask-endpoints';

jest.setTimeout(120_000);

const REUSED = 'ASK.REQUEST_KEY_REUSED';

async function typesFor(t: TestApp, uid: string, fromPosition = 0): Promise<string[]> {
  return (await t.eventStore.readAll({ fromPosition }))
    .filter((e) => (e.data as { userId?: string }).userId === uid)
    .map((e) => e.type);
}

const count = (types: string[], type: string) => types.filter((x) => x === type).length;

/**
 * A client request id is one key per user, whatever the conversation, on both ask endpoints
 * (issue 15, point 2: the same key in other conversations used to buy 9 answers on a 3-question trial).
 */
describe('client_request_id is one key per user (HTTP, real stores, real projector)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a trial user reusing keys across three conversations gets one charged answer per key, never more than 3', async () => {
    const { token, uid } = await t.signIn();
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    const questions = [
      'Box gutter overflow size?',
      'Stair handrail height?',
      'Fire door rating for a Class 2 entry?',
    ];
    const firsts = [];
    for (const [i, key] of keys.entries()) {
      const first = await askOver(t, ASK_ENDPOINTS[i % 2]!, token, {
        question: questions[i],
        client_request_id: key,
      });
      expect(first.status).toBe(200);
      firsts.push(first.body);
    }
    const conversations = firsts.map((f) => f.session_id as string);
    expect(new Set(conversations).size).toBe(3);

    // Every key in every other conversation, and every key with another question, on both endpoints.
    const head = await t.eventStore.headPosition();
    for (const endpoint of ASK_ENDPOINTS) {
      for (const [k, key] of keys.entries()) {
        for (const [c, session] of conversations.entries()) {
          if (c === k) continue;
          const reused = await askOver(t, endpoint, token, {
            question: questions[k],
            session_id: session,
            client_request_id: key,
          });
          expect(reused).toMatchObject({ status: 422, body: { status: 422, code: REUSED } });
        }
        const reworded = await askOver(t, endpoint, token, {
          question: `${questions[k]} (reworded)`,
          client_request_id: key,
        });
        expect(reworded).toMatchObject({ status: 422, body: { code: REUSED } });
      }
    }
    expect(await typesFor(t, uid, head)).toEqual([]);

    const types = await typesFor(t, uid);
    expect(count(types, 'TrialDecremented')).toBe(3);
    expect(count(types, 'AnswerGenerated')).toBe(3);
    const subscription = await t.http
      .get('/api/user/subscription')
      .set({ Authorization: `Bearer ${token}`, 'X-Min-Position': String(head) })
      .expect(200);
    expect(subscription.body.trial_info).toEqual({ questions_remaining: 0, questions_used: 3 });
  });

  it('an exact retry returns the recorded answer and spends nothing, on either endpoint, with or without the session it created', async () => {
    const { token, uid } = await t.signIn();
    const body = { question: 'How do I size a box gutter?', client_request_id: randomUUID() };
    const first = await askOver(t, '/api/chat/ask/stream', token, body);
    expect(first.status).toBe(200);
    const head = await t.eventStore.headPosition();
    for (const endpoint of ASK_ENDPOINTS) {
      for (const retry of [body, { ...body, session_id: first.body.session_id }]) {
        const again = await askOver(t, endpoint, token, retry);
        expect(again.status).toBe(200);
        expect(again.body).toMatchObject({
          answer_id: first.body.answer_id,
          question_id: first.body.question_id,
          session_id: first.body.session_id,
        });
        expect(again.body.response).toEqual(first.body.response);
      }
    }
    expect(await typesFor(t, uid, head)).toEqual([]);
  });

  it('parallel asks mixing five keys, two conversations and both endpoints never pay for more than the trial', async () => {
    const { token, uid } = await t.signIn();
    const opening = await askOver(t, '/api/chat/ask', token, {
      question: 'Wind classification for my site?',
      client_request_id: randomUUID(),
    });
    const session = opening.body.session_id as string;
    const keys = Array.from({ length: 5 }, () => randomUUID());
    const requests = Array.from({ length: 40 }, (_, i) => {
      const body = {
        question: `Question ${i % 3} on waterproofing`,
        client_request_id: keys[i % 5],
        ...(i % 4 < 2 ? { session_id: session } : {}),
      };
      return askOver(t, ASK_ENDPOINTS[i % 2]!, token, body);
    });
    const outcomes = await Promise.all(requests);
    expect(outcomes.every((o) => [200, 402, 422].includes(o.status))).toBe(true);

    const events = (await t.eventStore.readAll({})).filter(
      (e) => (e.data as { userId?: string }).userId === uid,
    );
    const types = events.map((e) => e.type);
    expect(count(types, 'TrialDecremented')).toBe(3);
    expect(count(types, 'QuestionAsked')).toBe(3);
    expect(count(types, 'AnswerGenerated')).toBe(3);
    // Every 200 is one of the three recorded answers, never an unrecorded extra.
    const recorded = new Set(
      events
        .filter((e) => e.type === 'AnswerGenerated')
        .map((e) => (e.data as { answerId: string }).answerId),
    );
    for (const o of outcomes.filter((x) => x.status === 200))
      expect(recorded.has(o.body.answer_id)).toBe(true);
  });

  it('an unlimited asker (reserving nothing) is refused a key reused in another conversation or for another question', async () => {
    const { token, uid } = await t.signIn({ user_type: 'pro' });
    const key = randomUUID();
    const first = await askOver(t, '/api/chat/ask', token, {
      question: 'Backflow prevention for a cafe?',
      client_request_id: key,
    });
    expect(first.status).toBe(200);
    const other = await askOver(t, '/api/chat/ask', token, {
      question: 'A second conversation',
      client_request_id: randomUUID(),
    });
    const head = await t.eventStore.headPosition();
    // The client sends its last position, as the frontend does, so the read model has the first ask.
    const seen = { 'X-Min-Position': String(head) };
    for (const endpoint of ASK_ENDPOINTS) {
      const elsewhere = await askOver(
        t,
        endpoint,
        token,
        {
          question: 'Backflow prevention for a cafe?',
          session_id: other.body.session_id,
          client_request_id: key,
        },
        seen,
      );
      expect(elsewhere).toMatchObject({ status: 422, body: { code: REUSED } });
      const reworded = await askOver(
        t,
        endpoint,
        token,
        { question: 'Something else?', client_request_id: key },
        seen,
      );
      expect(reworded).toMatchObject({ status: 422, body: { code: REUSED } });
      const exact = await askOver(
        t,
        endpoint,
        token,
        { question: 'Backflow prevention for a cafe?', client_request_id: key },
        seen,
      );
      expect(exact).toMatchObject({ status: 200, body: { answer_id: first.body.answer_id } });
    }
    expect(await typesFor(t, uid, head)).toEqual([]);
  });
});
