import { startTestApp, type TestApp, auth } from '../testing/test-app';

jest.setTimeout(120_000);

/** The admin console's reads and the contribution review, over HTTP with the real projector. */
describe('admin console (HTTP, real stores, real projector process)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let adminUid: string;
  // 12:00 on 2 March in Sydney; advanced by each test where order matters.
  let now = new Date('2026-03-02T01:00:00.000Z');
  const tick = (ms = 60_000) => (now = new Date(now.getTime() + ms));

  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock: () => now } });
    const signedIn = await t.signIn({ email: 'admin@buildmentor.test' });
    admin = { Authorization: `Bearer ${signedIn.token}` };
    adminUid = signedIn.uid;
  });
  afterAll(async () => {
    await t.close();
  });

  const fresh = async () => ({ ...admin, 'X-Min-Position': String(await t.eventStore.headPosition()) });
  const get = async (path: string) =>
    (
      await t.http
        .get(path)
        .set(await fresh())
        .expect(200)
    ).body;

  it('GET /api/admin/stats counts users, activity, conversations, messages, uploads and partners', async () => {
    const before = await get('/api/admin/stats');
    const asker = await t.signIn({ email: 'asker@firm.com.au' });
    await t.http
      .post('/api/chat/ask')
      .set(auth(asker.token))
      .send({ question: 'What is the NCC stair handrail height?' })
      .expect(200);
    const after = await get('/api/admin/stats');
    expect(after).toEqual({
      total_users: before.total_users + 1,
      idle_demo_accounts: before.idle_demo_accounts,
      active_users: before.active_users + 1,
      total_conversations: before.total_conversations + 1,
      total_messages: before.total_messages + 2,
      documents_uploaded: before.documents_uploaded,
      partner_registrations: before.partner_registrations,
      total_questions: before.total_questions + 1,
      active_window_days: 30,
      as_of: now.toISOString(),
    });
    // A visitor's automatic pro demo account is active but not yet a person: it is counted apart,
    // and "active" never counts more people than the total.
    await t.signIn({ user_type: 'pro', demo_key: '0123456789abcdef0123456789abcdef' });
    expect(await get('/api/admin/stats')).toMatchObject({
      total_users: after.total_users,
      idle_demo_accounts: after.idle_demo_accounts + 1,
      active_users: after.active_users,
    });
    // Thirty-one days later nobody has been active, but the totals stand.
    tick(31 * 86_400_000);
    const later = await get('/api/admin/stats');
    expect(later).toMatchObject({ active_users: 0, total_users: after.total_users });
    tick(-31 * 86_400_000);
  });

  it('GET /api/admin/stats counts automatic demo accounts apart until they ask a question', async () => {
    const before = await get('/api/admin/stats');
    // Two visits to /chat?user_type=demo and one to /chat?user_type=pro: automatic accounts.
    await t.signIn({ user_type: 'demo' });
    const asking = await t.signIn({ user_type: 'demo' });
    await t.signIn({ user_type: 'pro', demo_key: 'a'.repeat(32) });
    expect(await get('/api/admin/stats')).toMatchObject({
      total_users: before.total_users,
      idle_demo_accounts: before.idle_demo_accounts + 3,
    });
    await t.http
      .post('/api/chat/ask')
      .set(auth(asking.token))
      .send({ question: 'Minimum ceiling height in a habitable room?' })
      .expect(200);
    expect(await get('/api/admin/stats')).toMatchObject({
      total_users: before.total_users + 1,
      idle_demo_accounts: before.idle_demo_accounts + 2,
    });
  });

  it('GET /api/admin/users searches by email or name and shows tier, trial use, dates and the admin flag', async () => {
    const findme = await t.signIn({ email: 'findme.builder@firm.com.au' });
    await t.http
      .post('/api/chat/ask')
      .set(auth(findme.token))
      .send({ question: 'Fire door rating for a Class 2 unit entry?' })
      .expect(200);
    const revision = await t.eventStore.streamRevision(`quota-${findme.uid}`);
    await t.eventStore.append(
      `quota-${findme.uid}`,
      [
        {
          id: crypto.randomUUID(),
          type: 'SubscriptionActivated',
          data: {
            userId: findme.uid,
            tier: 'pro',
            source: 'voucher',
            reference: 'PRO-TEST',
            startsAt: new Date(now.getTime() - 60_000).toISOString(),
            endsAt: null,
          },
          metadata: {
            userId: 'system',
            correlationId: 'test',
            causationId: 'test',
            at: now.toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      revision!,
    );

    const found = await get('/api/admin/users?q=FINDME');
    expect(found.total_count).toBe(1);
    expect(found.users[0]).toEqual({
      uid: findme.uid,
      email: 'findme.builder@firm.com.au',
      name: expect.any(String),
      tier: 'pro',
      plan_ends_at: null,
      trial: { questions_used: 1, questions_remaining: 2, questions_total: 3 },
      questions_asked: 1,
      registered_at: now.toISOString(),
      last_active_at: now.toISOString(),
      is_admin: false,
      developer_access: false,
    });
    const admins = await get('/api/admin/users?q=admin@buildmentor');
    expect(admins.users).toEqual([expect.objectContaining({ uid: adminUid, is_admin: true, tier: 'demo' })]);
    const limited = await get('/api/admin/users?limit=1');
    expect(limited.users).toHaveLength(1);
    expect(limited.total_count).toBeGreaterThanOrEqual(3);
    expect((await t.http.get('/api/admin/users?limit=0').set(admin).expect(400)).body.errors[0].path).toBe(
      'query.limit',
    );
  });

  it('reviews contributions: pending by default, approve or reject with notes once, 404 and 409 otherwise', async () => {
    const user = await t.signIn({ email: 'contributor@firm.com.au' });
    // A contribution is on one of the contributor's own answers.
    const asked = await t.http
      .post('/api/chat/ask')
      .set(auth(user.token))
      .send({ question: 'Fixed ladder rules?' })
      .expect(200);
    const submit = (text: string) =>
      t.http
        .post('/api/chat/contribution')
        .set(auth(user.token))
        .send({
          message_id: `${asked.body.question_id}:answer`,
          contribution_text: text,
          opt_in_credit: true,
        })
        .expect(200);
    const first = (await submit('Add AS 1657 for fixed ladders')).body.id as string;
    tick();
    const second = (await submit('Mention NCC F2D6 for accessible showers')).body.id as string;

    const pending = await get('/api/admin/contributions');
    expect(pending.contributions.map((c: { id: string }) => c.id)).toEqual([second, first]);
    expect(pending.contributions[1]).toMatchObject({
      user_id: user.uid,
      user_person: { uid: user.uid, name: expect.any(String), email: expect.stringContaining('@') },
      contribution_text: 'Add AS 1657 for fixed ladders',
      opt_in_credit: true,
      status: 'pending_review',
      review_notes: null,
    });

    const approved = await t.http
      .put(`/api/admin/contributions/${first}`)
      .set(admin)
      .send({ status: 'approved', review_notes: '  Added to the bank  ' })
      .expect(200);
    expect(approved.body).toEqual({
      success: true,
      id: first,
      status: 'approved',
      review_notes: 'Added to the bank',
      position: expect.any(Number),
    });
    await t.http
      .put(`/api/admin/contributions/${second}`)
      .set(admin)
      .send({ status: 'rejected' })
      .expect(200);

    expect((await get('/api/admin/contributions')).contributions).toEqual([]);
    const approvedList = await get('/api/admin/contributions?status=approved');
    expect(approvedList.contributions).toEqual([
      expect.objectContaining({
        id: first,
        status: 'approved',
        review_notes: 'Added to the bank',
        reviewer_id: adminUid,
        reviewed_at: now.toISOString(),
      }),
    ]);
    expect((await get('/api/admin/contributions?status=rejected')).contributions).toEqual([
      expect.objectContaining({ id: second, review_notes: '' }),
    ]);

    const again = await t.http
      .put(`/api/admin/contributions/${first}`)
      .set(admin)
      .send({ status: 'rejected', review_notes: 'changed my mind' })
      .expect(409);
    expect(again.body.code).toBe('CONTRIBUTION.NOT_PENDING');
    expect(
      (await t.http.put('/api/admin/contributions/nope').set(admin).send({ status: 'approved' }).expect(404))
        .body.code,
    ).toBe('CONTRIBUTION.NOT_FOUND');
    const bad = await t.http
      .put(`/api/admin/contributions/${first}`)
      .set(admin)
      .send({ status: 'pending_review' })
      .expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['body.status']);
    expect(
      (await t.http.get('/api/admin/contributions?status=maybe').set(admin).expect(400)).body.errors[0].path,
    ).toBe('query.status');
  });

  it('GET /api/admin/community-documents groups community uploads (any status) by partner', async () => {
    const upload = (documentId: string, partnerId: string, partnerName: string, filename: string) =>
      t.eventStore.append(
        `document-${documentId}`,
        [
          {
            id: crypto.randomUUID(),
            type: 'DocumentUploaded',
            data: {
              documentId,
              userId: `u-${partnerId}`,
              scope: 'community',
              filename,
              contentType: 'text/plain',
              sizeBytes: 100,
              sha256: 'b'.repeat(64),
              blobKey: `blobs/${documentId}`,
              tags: [],
              partnerId,
              partnerName,
            },
            metadata: {
              userId: `u-${partnerId}`,
              correlationId: 'c',
              causationId: 'c',
              at: now.toISOString(),
              schemaVersion: 1,
            },
          },
        ],
        'no_stream',
      );
    await upload('cd1', 'p-acme', 'Acme Stairs', 'stairs.txt');
    await upload('cd2', 'p-acme', 'Acme Stairs', 'balustrades.txt');
    await upload('cd3', 'p-bolt', 'Bolt Hydraulics', 'gutters.txt');
    const body = await get('/api/admin/community-documents');
    expect(body.total_count).toBe(3);
    expect(
      body.partners.map((p: { partner_name: string; document_count: number }) => [
        p.partner_name,
        p.document_count,
      ]),
    ).toEqual([
      ['Acme Stairs', 2],
      ['Bolt Hydraulics', 1],
    ]);
    expect(body.partners[1].documents[0]).toEqual({
      id: 'cd3',
      name: 'gutters.txt',
      status: 'processing',
      uploaded_by: 'u-p-bolt',
      // An uploader the profiles have not seen (events appended directly): named by nulls.
      uploaded_by_person: { uid: 'u-p-bolt', name: null, email: null },
      uploaded_at: now.toISOString(),
      size_bytes: 100,
      rejection_reason: null,
    });
  });

  it('GET /api/admin/feedback lists newest first with total_count, the four counts and the type filter', async () => {
    // Votes are on the voters' own answers: an earlier voter's one, then three of this voter's.
    const earlier = await t.signIn({ email: 'early-voter@firm.com.au' });
    const user = await t.signIn({ email: 'voter@firm.com.au' });
    const answerOf = async (token: string, question: string) =>
      `${(await t.http.post('/api/chat/ask').set(auth(token)).send({ question }).expect(200)).body.question_id}:answer`;
    const [m1, m2, m3, m4] = [
      await answerOf(earlier.token, 'Overflow rule?'),
      await answerOf(user.token, 'Gutter size?'),
      await answerOf(user.token, 'Stair height?'),
      await answerOf(user.token, 'Fire door?'),
    ];
    const vote = async (
      token: string,
      messageId: string,
      feedbackType: 'positive' | 'negative',
      comment: string,
    ) => {
      tick();
      await t.http
        .post('/api/chat/feedback')
        .set(auth(token))
        .send({ message_id: messageId, feedback_type: feedbackType, comment })
        .expect(200);
    };
    // One vote on an earlier Sydney day, then three today.
    tick(-86_400_000);
    await vote(earlier.token, m1, 'negative', 'Yesterday: missed the overflow rule');
    tick(86_400_000);
    await vote(user.token, m2, 'positive', 'Clear and cited');
    await vote(user.token, m3, 'positive', 'Helpful');
    await vote(user.token, m4, 'negative', 'Wrong clause');

    const all = await get('/api/admin/feedback');
    expect(all.counts).toEqual({ total: 4, positive: 2, negative: 2, today: 3 });
    expect(all.total_count).toBe(4);
    expect(all.feedback.map((f: { message_id: string }) => f.message_id)).toEqual([m4, m3, m2, m1]);
    expect(all.feedback[0]).toEqual({
      feedback_id: expect.any(String),
      message_id: m4,
      feedback_type: 'negative',
      comment: 'Wrong clause',
      user_email: 'voter@firm.com.au',
      timestamp: now.toISOString(),
      status: 'submitted',
    });

    const negative = await get('/api/admin/feedback?feedback_type=negative&limit=1');
    expect(negative.total_count).toBe(2);
    expect(negative.feedback.map((f: { message_id: string }) => f.message_id)).toEqual([m4]);
    expect(negative.counts).toEqual(all.counts);
    expect(
      (await t.http.get('/api/admin/feedback?limit=101').set(admin).expect(400)).body.errors[0].path,
    ).toBe('query.limit');
  });
});
