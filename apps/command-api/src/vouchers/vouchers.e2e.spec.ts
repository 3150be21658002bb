import { startTestApp, type TestApp, auth } from '../testing/test-app';

jest.setTimeout(120_000);

/** Vouchers over HTTP: admin create/list/revoke, user redeem/status, limits under concurrency. */
describe('vouchers (HTTP, real stores, real projector process)', () => {
  let t: TestApp;
  let now = new Date('2026-03-01T00:00:00.000Z');
  let admin: { Authorization: string };
  let adminUid: string;
  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock: () => now } });
    const signedIn = await t.signIn({ email: 'admin@firm.com.au' });
    admin = { Authorization: `Bearer ${signedIn.token}` };
    adminUid = signedIn.uid;
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (body: Record<string, unknown>) =>
    t.http.post('/api/admin/create-voucher').set(admin).send(body);
  const redeem = (token: string, code: string) =>
    t.http.post('/api/voucher/redeem').set(auth(token)).send({ code });

  it('lets an admin create a voucher with a code of their own or a generated one', async () => {
    const named = await create({
      code: 'site-2026',
      tier: 'pro',
      duration_days: 30,
      max_redemptions: 10,
      expires_at: '2026-06-30T14:00:00.000Z',
      note: 'Trade show',
    }).expect(200);
    expect(named.body.voucher).toMatchObject({
      code: 'SITE-2026',
      tier: 'pro',
      duration_days: 30,
      max_redemptions: 10,
      redemption_count: 0,
      remaining: 10,
      status: 'active',
      note: 'Trade show',
    });
    const generated = await create({ tier: 'day_pass', duration_days: 1, max_redemptions: 1 }).expect(200);
    expect(generated.body.voucher.code).toMatch(/^BM-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(generated.body.voucher.expires_at).toBeNull();
    const taken = await create({
      code: 'SITE-2026',
      tier: 'consultant',
      duration_days: 30,
      max_redemptions: 10,
    }).expect(409);
    expect(taken.body.code).toBe('VOUCHER.ALREADY_EXISTS');
    const past = await create({
      code: 'OLD-CODE',
      tier: 'pro',
      duration_days: 30,
      max_redemptions: 1,
      expires_at: '2026-01-01T00:00:00.000Z',
    }).expect(400);
    expect(past.body.errors).toEqual([
      { path: 'body.expires_at', message: 'The expiry must be in the future.' },
    ]);
    await create({ code: 'FREE-PLAN', tier: 'starter', duration_days: 30, max_redemptions: 1 }).expect(400);
  });

  it('refuses create and list to non-admins', async () => {
    const { token } = await t.signIn({ email: 'jane@firm.com.au' });
    const head = await t.eventStore.headPosition();
    expect(
      (
        await t.http
          .post('/api/admin/create-voucher')
          .set(auth(token))
          .send({ tier: 'pro', duration_days: 30, max_redemptions: 1 })
          .expect(403)
      ).body.code,
    ).toBe('ADMIN.FORBIDDEN');
    await t.http.get('/api/admin/vouchers').set(auth(token)).expect(403);
    await t.http
      .post('/api/admin/vouchers/SITE-2026/revoke')
      .set(auth(token))
      .send({ reason: 'mine now' })
      .expect(403);
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('lets exactly 1 of 50 parallel redemptions of a single-use code succeed', async () => {
    await create({ code: 'ONLY-ONE', tier: 'consultant', duration_days: 7, max_redemptions: 1 }).expect(200);
    const users = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.signIn({ email: `racer${i}@firm.com.au` })),
    );
    const responses = await Promise.all(users.map((u) => redeem(u.token, 'only-one')));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.code))).toEqual(
      new Set(['VOUCHER.EXHAUSTED']),
    );
    expect(responses.find((r) => r.status === 409)!.body.detail).toBe(
      'This voucher has already been fully redeemed.',
    );
    expect((await t.eventStore.readStream('voucher-ONLY-ONE')).map((e) => e.type)).toEqual([
      'VoucherCreated',
      'VoucherRedeemed',
    ]);
    const winner = users[statuses.indexOf(200)]!;
    const plans = (await t.eventStore.readStream(`quota-${winner.uid}`)).filter(
      (e) => e.type === 'SubscriptionActivated',
    );
    expect(plans.map((e) => e.data)).toEqual([
      expect.objectContaining({
        tier: 'consultant',
        source: 'voucher',
        reference: 'ONLY-ONE',
        endsAt: '2026-03-08T00:00:00.000Z',
      }),
    ]);
  });

  it('redeems once per user, shows the status, and counts it in the admin list', async () => {
    const { token, uid } = await t.signIn({ email: 'lucky@firm.com.au' });
    const first = await redeem(token, ' site-2026 ').expect(200);
    expect(first.body).toMatchObject({
      success: true,
      code: 'SITE-2026',
      tier: 'pro',
      starts_at: now.toISOString(),
      ends_at: '2026-03-31T00:00:00.000Z',
    });
    const again = await redeem(token, 'SITE-2026').expect(409);
    expect(again.body).toMatchObject({
      code: 'VOUCHER.ALREADY_REDEEMED',
      detail: 'You have already redeemed this voucher.',
    });
    expect(
      (await t.eventStore.readStream(`quota-${uid}`)).filter((e) => e.type === 'SubscriptionActivated'),
    ).toHaveLength(1);

    const readAfter = { 'X-Min-Position': String(first.body.position) };
    const status = await t.http
      .get('/api/user/voucher-status')
      .set({ ...auth(token), ...readAfter })
      .expect(200);
    expect(status.body).toEqual({
      has_active_voucher: true,
      active: {
        code: 'SITE-2026',
        tier: 'pro',
        duration_days: 30,
        redeemed_at: now.toISOString(),
        ends_at: '2026-03-31T00:00:00.000Z',
        active: true,
      },
      redemptions: [expect.objectContaining({ code: 'SITE-2026' })],
    });
    const subscription = await t.http
      .get('/api/user/subscription')
      .set({ ...auth(token), ...readAfter })
      .expect(200);
    expect(subscription.body).toMatchObject({
      tier: 'pro',
      unlimited: true,
      plan_ends_at: '2026-03-31T00:00:00.000Z',
    });
    const list = await t.http
      .get('/api/admin/vouchers')
      .set({ ...admin, ...readAfter })
      .expect(200);
    const site = list.body.vouchers.find((v: { code: string }) => v.code === 'SITE-2026');
    expect(site).toMatchObject({
      redemption_count: 1,
      remaining: 9,
      status: 'active',
      created_by: adminUid,
      created_by_person: { uid: adminUid, email: 'admin@firm.com.au' },
    });
    // Who redeemed, named from their profile, with when.
    expect(site.redemptions).toEqual([
      {
        person: expect.objectContaining({ uid, email: 'lucky@firm.com.au' }),
        redeemed_at: now.toISOString(),
      },
    ]);
    const onlyOne = list.body.vouchers.find((v: { code: string }) => v.code === 'ONLY-ONE');
    expect(onlyOne).toMatchObject({ redemption_count: 1, remaining: 0, status: 'exhausted' });
    expect(onlyOne.redemptions).toHaveLength(1);
    expect(onlyOne.redemptions[0].person.email).toMatch(/^racer\d+@firm\.com\.au$/);
    const unused = list.body.vouchers.find((v: { tier: string }) => v.tier === 'day_pass');
    expect(unused.redemptions).toEqual([]);
  });

  it('refuses unknown, revoked and expired codes with clear messages', async () => {
    const { token } = await t.signIn({ email: 'late@firm.com.au' });
    expect((await redeem(token, 'NO-SUCH-CODE').expect(404)).body.detail).toBe(
      'This voucher code is not valid. Please check it and try again.',
    );

    await create({ code: 'PULLED', tier: 'pro', duration_days: 30, max_redemptions: 5 }).expect(200);
    await t.http.post('/api/admin/vouchers/pulled/revoke').set(admin).send({ reason: ' ' }).expect(400);
    const revoked = await t.http
      .post('/api/admin/vouchers/pulled/revoke')
      .set(admin)
      .send({ reason: 'Posted on a forum' })
      .expect(200);
    expect((await redeem(token, 'PULLED').expect(409)).body).toMatchObject({
      code: 'VOUCHER.REVOKED',
      detail: 'This voucher has been withdrawn and can no longer be redeemed.',
    });

    const shortLived = await create({
      code: 'SHORT-LIVED',
      tier: 'day_pass',
      duration_days: 1,
      max_redemptions: 5,
      expires_at: '2026-03-02T00:00:00.000Z',
    }).expect(200);
    now = new Date('2026-03-02T00:00:00.000Z');
    expect((await redeem(token, 'SHORT-LIVED').expect(409)).body).toMatchObject({
      code: 'VOUCHER.EXPIRED',
      detail: 'This voucher has expired.',
    });

    const readAfter = Math.max(revoked.body.position, shortLived.body.position);
    const list = await t.http
      .get('/api/admin/vouchers')
      .set({ ...admin, 'X-Min-Position': String(readAfter) })
      .expect(200);
    const byCode = Object.fromEntries(
      list.body.vouchers.map((v: { code: string; status: string }) => [v.code, v]),
    );
    expect(byCode.PULLED).toMatchObject({ status: 'revoked', revoke_reason: 'Posted on a forum' });
    expect(byCode['SHORT-LIVED']).toMatchObject({ status: 'expired' });
    const audit = (await t.eventStore.readAll({})).filter((e) => e.streamId.startsWith('voucher-'));
    expect(new Set(audit.map((e) => e.type))).toEqual(
      new Set(['VoucherCreated', 'VoucherRedeemed', 'VoucherRevoked']),
    );
    expect(audit.find((e) => e.type === 'VoucherRevoked')!.metadata.userId).not.toBe('system');
  });
});
