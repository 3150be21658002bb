import { MAX_SESSION_PAGE_SIZE, SESSION_PAGE_SIZE, type SessionResponse } from '@buildmentor/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(240_000);

const TURNS = 150;
const questionOf = (turn: number) => `Turn ${turn}: what fire rating does a Class 2 door need?`;

/** Issue 19: one 150-turn conversation was 641 KB in one response; now it comes a page at a time. */
describe('GET /api/chat/session/{id}, paged (HTTP, real stores, real projector)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let sessionId: string;
  let head: number;
  let lastAnswer: Record<string, unknown>;

  const page = (query = '', headers: Record<string, string> = auth) =>
    t.http.get(`/api/chat/session/${sessionId}${query}`).set({ ...headers, 'X-Min-Position': String(head) });

  beforeAll(async () => {
    // The pro demo user is never metered; 150 asks in a row need 10x the per-user ask rate.
    t = await startTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
    const pro = await t.signIn({ user_type: 'pro' });
    auth = { Authorization: `Bearer ${pro.token}` };
    for (let turn = 1; turn <= TURNS; turn++) {
      const asked = await t.http
        .post('/api/chat/ask')
        .set(auth)
        .send({ question: questionOf(turn), ...(turn > 1 ? { session_id: sessionId } : {}) })
        .expect(200);
      sessionId = asked.body.session_id;
      head = asked.body.position;
      lastAnswer = asked.body;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens on the latest page, and the pages walk back in order without gaps or duplicates', async () => {
    const latest = (await page().expect(200)).body as SessionResponse;
    expect(latest.messages).toHaveLength(SESSION_PAGE_SIZE);
    expect(latest.has_more).toBe(true);
    expect(latest.messages.at(-1)?.id).toBe(`${lastAnswer['question_id']}:answer`);

    const pages = [latest];
    for (let current = latest; current.has_more;) {
      current = (await page(`?before=${current.next_before}`).expect(200)).body as SessionResponse;
      pages.push(current);
    }
    expect(pages).toHaveLength(Math.ceil((2 * TURNS) / SESSION_PAGE_SIZE));
    expect(pages.at(-1)).toMatchObject({ has_more: false, next_before: null });
    const all = pages.reverse().flatMap((p) => p.messages);
    expect(new Set(all.map((m) => m.id)).size).toBe(2 * TURNS);
    // Only an answer names its answerer (the chat shows the offline notice from it).
    expect(new Set(all.map((m) => `${m.role}:${m.generator}`))).toEqual(
      new Set(['user:null', 'assistant:offline']),
    );
    expect(all.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(
      Array.from({ length: TURNS }, (_, i) => questionOf(i + 1)),
    );
    // Each question is followed by its answer, as the conversation happened.
    all.forEach((m, i) => {
      expect(m.role).toBe(i % 2 === 0 ? 'user' : 'assistant');
      if (i % 2 === 1) expect(m.id).toBe(`${all[i - 1]!.id}:answer`);
    });
  });

  it('answers an answer with the V2 answer exactly as the ask returned it, its text once stored', async () => {
    const latest = (await page('?limit=1').expect(200)).body as SessionResponse;
    const { question_id: _q, answer_id: _a, position: _p, generator, ...v2 } = lastAnswer;
    expect(generator).toBe('offline');
    expect(latest.messages).toEqual([
      expect.objectContaining({
        role: 'assistant',
        status: 'answered',
        v2Response: v2,
        generator: 'offline',
      }),
    ]);
    expect(latest.messages[0]!.content).toBe((v2 as { response: { technical: string } }).response.technical);
  });

  it('takes a page size up to the maximum', async () => {
    const seven = (await page('?limit=7').expect(200)).body as SessionResponse;
    expect(seven.messages).toHaveLength(7);
    const before = (await page(`?limit=3&before=${seven.next_before}`).expect(200)).body as SessionResponse;
    const earlier = (await page(`?limit=10`).expect(200)).body as SessionResponse;
    expect(before.messages.map((m) => m.id)).toEqual(earlier.messages.slice(0, 3).map((m) => m.id));
    const most = (await page(`?limit=${MAX_SESSION_PAGE_SIZE}`).expect(200)).body as SessionResponse;
    expect(most.messages).toHaveLength(MAX_SESSION_PAGE_SIZE);
  });

  it.each([
    ['a cursor that is not one', '?before=abc', 'query.before'],
    ['a zero cursor', '?before=0', 'query.before'],
    ['a negative cursor', '?before=-5', 'query.before'],
    ['a zero limit', '?limit=0', 'query.limit'],
    ['a limit above the maximum', `?limit=${MAX_SESSION_PAGE_SIZE + 1}`, 'query.limit'],
    ['a limit that is not a number', '?limit=many', 'query.limit'],
  ])('refuses %s with 400 problem+json naming the field', async (_label, query, path) => {
    const response = await page(query).expect(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body.errors).toEqual([{ path, message: expect.any(String) }]);
  });

  it("reads another user's conversation as not found, on every page", async () => {
    const other = await t.signIn({ email: 'mallory@firm.com.au' });
    const mallory = { Authorization: `Bearer ${other.token}` };
    const latest = (await page().expect(200)).body as SessionResponse;
    await page('', mallory).expect(404);
    await page(`?before=${latest.next_before}`, mallory).expect(404);
  });
});
