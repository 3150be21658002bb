import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

/** Feedback, contributions, conversation search, examples, telemetry and the renderer samples. */
describe('chat extras (HTTP, real stores, real projector)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let sessionId: string;
  let stairSessionId: string;
  let answerMessageId: string;
  let uid: string;

  beforeAll(async () => {
    t = await startTestApp();
    const signIn = await t.signIn({ email: 'pat@firm.com.au' });
    uid = signIn.uid;
    auth = { Authorization: `Bearer ${signIn.token}` };
    const first = await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question: 'How do I size a box gutter overflow?' })
      .expect(200);
    sessionId = first.body.session_id;
    answerMessageId = `${first.body.question_id}:answer`;
    const stairs = await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question: 'Stair handrail height for a Class 2 stair?' })
      .expect(200);
    stairSessionId = stairs.body.session_id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('records feedback with the spec success message, refuses a blank comment, and a changed vote replaces the first', async () => {
    const head = await t.eventStore.headPosition();
    const blank = await t.http
      .post('/api/chat/feedback')
      .set(auth)
      .send({ message_id: answerMessageId, feedback_type: 'positive', comment: '   ' })
      .expect(400);
    expect(blank.body.errors).toEqual([
      { path: 'body.comment', message: 'Please add a comment before submitting your feedback.' },
    ]);
    expect(await t.eventStore.headPosition()).toBe(head);
    const first = await t.http
      .post('/api/chat/feedback')
      .set(auth)
      .send({
        message_id: answerMessageId,
        feedback_type: 'positive',
        comment: 'Clear and cited',
        session_id: sessionId,
      })
      .expect(200);
    expect(first.body.message).toBe(
      'Thank you for your feedback! Your input helps improve BuildMentor and is stored for our development team review.',
    );
    const again = await t.http
      .post('/api/chat/feedback')
      .set(auth)
      .send({
        message_id: answerMessageId,
        feedback_type: 'negative',
        comment: 'Missed AS 3500.3 overflow',
        session_id: sessionId,
      })
      .expect(200);
    expect(again.body.id).toBe(first.body.id);
    const types = (await t.eventStore.readAll({ fromPosition: head })).map((e) => e.type);
    expect(types).toEqual(['FeedbackSubmitted', 'FeedbackSubmitted']);
  });

  it("refuses feedback on someone else's conversation", async () => {
    const other = await t.signIn({ email: 'mallory@firm.com.au' });
    await t.http
      .post('/api/chat/feedback')
      .set('Authorization', `Bearer ${other.token}`)
      .send({ message_id: answerMessageId, feedback_type: 'negative', comment: 'x', session_id: sessionId })
      .expect(404);
  });

  it('records a contribution pending review and refuses blank text', async () => {
    await t.http
      .post('/api/chat/contribution')
      .set(auth)
      .send({
        message_id: answerMessageId,
        contribution_text: '',
        opt_in_credit: false,
        session_id: sessionId,
      })
      .expect(400);
    const ok = await t.http
      .post('/api/chat/contribution')
      .set(auth)
      .send({
        message_id: answerMessageId,
        contribution_text: 'Cite AS/NZS 3500.3 clause on overflow devices.',
        opt_in_credit: true,
        session_id: sessionId,
      })
      .expect(200);
    const events = await t.eventStore.readStream(`contribution-${ok.body.id}`);
    expect(events.map((e) => e.type)).toEqual(['ContributionSubmitted']);
  });

  it('searches titles and message text on the server, case-insensitively, only within the user', async () => {
    const head = await t.eventStore.headPosition();
    const byTitle = await t.http
      .get('/api/chat/search?q=BOX%20GUTTER')
      .set({ ...auth, 'X-Min-Position': String(head) })
      .expect(200);
    expect(byTitle.body.conversations.map((c: { id: string }) => c.id)).toEqual([sessionId]);
    // "catchment" appears only in the offline answer's text for the gutter question.
    const byMessage = await t.http.get('/api/chat/search?q=catchment').set(auth).expect(200);
    expect(byMessage.body.conversations.map((c: { id: string }) => c.id)).toEqual([sessionId]);
    const other = await t.signIn({ email: 'someone@firm.com.au' });
    const none = await t.http
      .get('/api/chat/search?q=gutter')
      .set('Authorization', `Bearer ${other.token}`)
      .expect(200);
    expect(none.body.conversations).toEqual([]);
    await t.http.get('/api/chat/search?q=%20').set(auth).expect(400);
  });

  it('searches words through the index: every word must match, stemmed, newest conversation first', async () => {
    const ids = async (q: string) =>
      (
        await t.http
          .get(`/api/chat/search?q=${encodeURIComponent(q)}`)
          .set(auth)
          .expect(200)
      ).body.conversations.map((c: { id: string }) => c.id);
    // Both offline answers mention the building: both conversations, the newer first.
    expect(await ids('building')).toEqual([stairSessionId, sessionId]);
    expect(await ids('handrails')).toEqual([stairSessionId]);
    expect(await ids('handrail gutter')).toEqual([]);
    // Text without a word matches nothing, rather than failing the search box.
    expect(await ids('%')).toEqual([]);
  });

  it('serves seeded examples: the same seed gives the same examples', async () => {
    const a = await t.http
      .get('/api/prompts/examples?n=5&topics=acoustics,fire&seed=abc')
      .set(auth)
      .expect(200);
    const b = await t.http
      .get('/api/prompts/examples?n=5&topics=acoustics,fire&seed=abc')
      .set(auth)
      .expect(200);
    expect(a.body.examples).toHaveLength(5);
    expect(b.body).toEqual(a.body);
    expect(a.body.seed).toBe('abc');
    expect(a.body.examples[0]).toMatch(/acoustic|fire/i);
    const unseeded = await t.http.get('/api/prompts/examples').set(auth).expect(200);
    expect(unseeded.body.seed).toMatch(/^[0-9a-f]{12}$/);
    await t.http.get('/api/prompts/examples?n=9').set(auth).expect(400);
  });

  it('records the three telemetry event types for the signed-in user, ignoring the body user_id', async () => {
    for (const event_type of ['examples_served', 'dismiss_examples', 'example_clicked']) {
      await t.http
        .post('/api/telemetry/ui')
        .set(auth)
        .send({ event_type, user_id: 'current_user', session_id: 'anonymous', metadata: { count: 5 } })
        .expect(202);
    }
    const events = await t.eventStore.readStream(`telemetry-${uid}`);
    expect(events.map((e) => (e.data as { eventType: string }).eventType)).toEqual([
      'examples_served',
      'dismiss_examples',
      'example_clicked',
    ]);
    await t.http.post('/api/telemetry/ui').set(auth).send({ event_type: 'page_view' }).expect(400);
    await t.http
      .post('/api/telemetry/ui')
      .set(auth)
      .send({ event_type: 'example_clicked', metadata: { blob: 'x'.repeat(3000) } })
      .expect(413);
  });

  it('serves the renderer samples', async () => {
    for (const type of ['basic', 'enhanced', 'table-test']) {
      const sample = await t.http.get(`/api/sample/v2/${type}`).expect(200);
      expect(sample.body.response.technical).toEqual(expect.any(String));
    }
    await t.http.get('/api/sample/v2/other').expect(400);
  });
});
