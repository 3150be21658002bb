import { startTestApp, type TestApp, auth } from '../../testing/test-app';

jest.setTimeout(120_000);

/** Analytics series and weekly reports after real asks and uploads, plus payments from the log. */
describe('analytics and weekly reports (HTTP, real stores, real projector process)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let adminUid: string;
  // Sydney days: 2026-03-03 (previous week) and 2026-03-09, 2026-03-10 (the reported week).
  let now = new Date('2026-03-03T01:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock: () => now } });
    const signedIn = await t.signIn({ email: 'admin@buildmentor.test' });
    admin = { Authorization: `Bearer ${signedIn.token}` };
    adminUid = signedIn.uid;

    const ask = (token: string, question: string) =>
      t.http.post('/api/chat/ask').set(auth(token)).send({ question }).expect(200);
    const early = await t.signIn({ email: 'early@firm.com.au' });
    await ask(early.token, 'What is the NCC stair handrail height?');

    now = new Date('2026-03-09T01:00:00.000Z');
    const first = await t.signIn({ email: 'first@firm.com.au' });
    const gutter = await ask(first.token, 'How do I size a box gutter overflow?');
    await ask(first.token, 'Fire door rating for a Class 2 unit entry?');
    await t.http
      .post('/api/knowledge/upload-personal')
      .set(auth(first.token))
      .attach('file', Buffer.from('Notes about waterproofing wet areas.\n'), 'notes.txt')
      .expect(200);
    await t.http
      .post('/api/chat/feedback')
      .set(auth(first.token))
      .send({ message_id: `${gutter.body.question_id}:answer`, feedback_type: 'positive', comment: 'Clear' })
      .expect(200);

    now = new Date('2026-03-10T01:00:00.000Z');
    await ask(early.token, 'When is backflow prevention required?');
    await t.eventStore.append(
      'payment-cs_test_1',
      [
        {
          id: crypto.randomUUID(),
          type: 'PaymentConfirmed',
          data: {
            sessionId: 'cs_test_1',
            userId: first.uid,
            packageId: 'pro',
            amountTotal: 1790,
            currency: 'aud',
            provider: 'demo',
            providerEventId: null,
          },
          metadata: {
            userId: first.uid,
            correlationId: 'c',
            causationId: 'c',
            at: now.toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      'no_stream',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const fresh = async () => ({ ...admin, 'X-Min-Position': String(await t.eventStore.headPosition()) });

  it('GET /api/admin/analytics gives a daily series of questions, active and new users, uploads, payments and revenue', async () => {
    const { body } = await t.http
      .get('/api/admin/analytics?from=2026-03-08&to=2026-03-10')
      .set(await fresh())
      .expect(200);
    expect(body).toEqual({
      from: '2026-03-08',
      to: '2026-03-10',
      currency: 'aud',
      days: [
        {
          day: '2026-03-08',
          questions: 0,
          active_users: 0,
          new_users: 0,
          uploads: 0,
          payments: 0,
          revenue: 0,
        },
        {
          day: '2026-03-09',
          questions: 2,
          active_users: 1,
          new_users: 1,
          uploads: 1,
          payments: 0,
          revenue: 0,
        },
        {
          day: '2026-03-10',
          questions: 1,
          active_users: 1,
          new_users: 0,
          uploads: 0,
          payments: 1,
          revenue: 1790,
        },
      ],
      totals: { questions: 3, active_users: 2, new_users: 1, uploads: 1, payments: 1, revenue: 1790 },
    });
    const byDefault = await t.http.get('/api/admin/analytics').set(admin).expect(200);
    expect(byDefault.body.days).toHaveLength(30);
    expect(byDefault.body.to).toBe('2026-03-10');
    expect(byDefault.body.totals.new_users).toBe(3);
    const backwards = await t.http
      .get('/api/admin/analytics?from=2026-03-10&to=2026-03-01')
      .set(admin)
      .expect(400);
    expect(backwards.body.errors[0].path).toBe('query.from');
    await t.http.get('/api/admin/analytics?from=2025-01-01&to=2026-03-01').set(admin).expect(400);
  });

  it('POST /api/admin/reports/weekly records WeeklyReportGenerated with a readable summary; GET /api/admin/reports lists it', async () => {
    await fresh().then((headers) => t.http.get('/api/admin/stats').set(headers).expect(200));
    const generated = await t.http.post('/api/admin/reports/weekly').set(admin).send({}).expect(200);
    expect(generated.body.report).toMatchObject({
      generated_by: adminUid,
      generated_by_person: { uid: adminUid, name: 'admin', email: 'admin@buildmentor.test' },
      generated_at: now.toISOString(),
      period_start: '2026-03-04',
      period_end: '2026-03-10',
      stats: {
        total_users: 3,
        active_users: 2,
        new_users: 1,
        questions_asked: 3,
        positive_feedback: 1,
        negative_feedback: 0,
        documents_uploaded: 1,
        total_conversations: 4,
      },
    });
    // The week before (25 Feb - 3 Mar) had 2 sign-ups, 1 question, no uploads or payments.
    expect(generated.body.message).toBe(
      'Week 2026-03-04 to 2026-03-10: 3 questions (+2 on the week before), 2 active users (no change), 1 new user (-1), ' +
        '1 upload (+1), 1 payment totalling A$17.90 (+A$17.90), feedback 1 positive (+1) and 0 negative (no change). ' +
        'All time: 3 users, 4 conversations, 8 messages, 1 document, 0 partner registrations.',
    );
    const events = await t.eventStore.readStream(`report-${generated.body.report.report_id}`);
    expect(events.map((e) => e.type)).toEqual(['WeeklyReportGenerated']);
    expect(events[0]!.metadata.userId).toBe(adminUid);

    const older = await t.http
      .post('/api/admin/reports/weekly')
      .set(admin)
      .send({ period_end: '2026-03-03' })
      .expect(200);
    expect(older.body.report).toMatchObject({
      period_start: '2026-02-25',
      period_end: '2026-03-03',
      stats: { questions_asked: 1, new_users: 2 },
    });
    const list = await t.http
      .get('/api/admin/reports')
      .set({ ...admin, 'X-Min-Position': String(older.body.position) })
      .expect(200);
    expect(list.body.total_count).toBe(2);
    expect(list.body.reports[0]).toEqual(generated.body.report);
    expect(
      (
        await t.http
          .post('/api/admin/reports/weekly')
          .set(admin)
          .send({ period_end: 'last week' })
          .expect(400)
      ).body.errors[0].path,
    ).toBe('body.period_end');
  });
});
