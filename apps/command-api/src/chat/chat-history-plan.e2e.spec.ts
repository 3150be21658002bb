import { startTestApp, type TestApp, auth } from '../testing/test-app';

jest.setTimeout(60_000);

const ORIGIN = 'http://127.0.0.1:3000';

/** Issue 21 point 4: Starter has no chat history and only Starter has a Daily Booster. */
describe('plan rules for history and the Daily Booster (HTTP, real stores, real projector process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists and searches past conversations on the trial, refuses both on Starter (403), and shows the booster only there', async () => {
    const { token } = await t.signIn({ email: 'history-starter@firm.com.au' });
    const asked = await t.http
      .post('/api/chat/ask')
      .set(auth(token))
      .send({ question: 'How do I size a box gutter?' })
      .expect(200);
    const afterAsk = { ...auth(token), 'X-Min-Position': String(asked.body.position) };
    const onTrial = await t.http.get('/api/chat/history').set(afterAsk).expect(200);
    expect(onTrial.body.conversations).toHaveLength(1);
    await t.http.get('/api/chat/search?q=gutter').set(afterAsk).expect(200);
    const trialStatus = await t.http.get('/api/user/subscription').set(afterAsk).expect(200);
    expect(trialStatus.body).toMatchObject({ tier: 'demo', is_trial: true, booster: null });

    const chosen = await t.http
      .post('/api/payment/checkout')
      .set(auth(token))
      .send({ package_id: 'starter', origin_url: `${ORIGIN}/pricing` })
      .expect(200);
    const onStarter = { ...auth(token), 'X-Min-Position': String(chosen.body.position) };
    const starterStatus = await t.http.get('/api/user/subscription').set(onStarter).expect(200);
    expect(starterStatus.body).toMatchObject({
      tier: 'starter',
      daily: { used: 0, total: 3 },
      booster: { remaining: 1, total: 1 },
    });

    const history = await t.http.get('/api/chat/history').set(onStarter).expect(403);
    expect(history.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(history.body.code).toBe('CHAT.HISTORY_NOT_IN_PLAN');
    const search = await t.http.get('/api/chat/search?q=gutter').set(onStarter).expect(403);
    expect(search.body.code).toBe('CHAT.HISTORY_NOT_IN_PLAN');
    // The conversation itself is kept: the one in front of the user still opens.
    await t.http.get(`/api/chat/session/${asked.body.session_id}`).set(onStarter).expect(200);
  });

  it('checks the request before the plan: a bad limit is 400 with its field path', async () => {
    const { token } = await t.signIn({ email: 'history-bad-limit@firm.com.au' });
    const bad = await t.http.get('/api/chat/history?limit=zero').set(auth(token)).expect(400);
    expect(JSON.stringify(bad.body)).toContain('limit');
  });

  it('shows no Daily Booster to the demo pro user, who keeps chat history', async () => {
    const { token } = await t.signIn({ user_type: 'pro', demo_key: '0123456789abcdef0123456789abcdef' });
    const status = await t.http.get('/api/user/subscription').set(auth(token)).expect(200);
    expect(status.body).toMatchObject({ tier: 'pro', unlimited: true, booster: null });
    await t.http.get('/api/chat/history').set(auth(token)).expect(200);
  });
});
