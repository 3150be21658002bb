import { REAL_ABNS, REAL_NZBNS } from '@buildmentor/contracts/testing';
import { DeciderRunner } from '../shared/decider-runner';
import { startTestApp, type TestApp, auth } from '../testing/test-app';
import { approvedPartnerOf } from './approved-partner';

jest.setTimeout(120_000);

/** Partner applications over HTTP: register, own status, admin list and review, approval lookup. */
describe('partners (HTTP, real stores, real projector process)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const now = new Date('2026-03-01T00:00:00.000Z');
  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock: () => now } });
    admin = { Authorization: `Bearer ${(await t.signIn({ email: 'admin@firm.com.au' })).token}` };
  });
  afterAll(async () => {
    await t.close();
  });

  const after = (position: number) => ({ 'X-Min-Position': String(position) });
  const form = (patch: Record<string, unknown> = {}) => ({
    company_name: 'Acme Stairs Pty Ltd',
    contact_person: 'Sam Lee',
    email: 'sam@acme.com.au',
    industry_sector: 'Residential',
    phone: '+61 2 9000 0000',
    description: 'Stair manufacturer',
    country: 'AU',
    business_id_scheme: 'ABN',
    business_id_number: REAL_ABNS[0],
    abn_acn: `ABN:${REAL_ABNS[0]}`,
    business_id_valid: true,
    manual_review_required: false,
    ...patch,
  });
  const register = (token: string, body: Record<string, unknown>) =>
    t.http.post('/api/partners/register').set(auth(token)).send(body);
  const review = (body: Record<string, unknown>) =>
    t.http.post('/api/admin/partners/review').set(admin).send(body);
  const listed = async (position: number, id: string) =>
    (
      await t.http
        .get('/api/admin/partners')
        .set({ ...admin, ...after(position) })
        .expect(200)
    ).body.partners.find((p: { id: string }) => p.id === id);

  it('registers a valid AU ABN as pending and shows it to the applicant and the admin', async () => {
    const { token, uid } = await t.signIn({ email: 'sam@acme.com.au' });
    expect((await t.http.get('/api/partners/me').set(auth(token)).expect(200)).body).toEqual({
      partner: null,
    });

    const res = await register(token, form()).expect(200);
    expect(res.body).toEqual({
      message: 'Thank you! Your partnership application has been received and is pending review.',
      partner_id: expect.any(String),
      status: 'pending',
      position: expect.any(Number),
    });
    const me = await t.http
      .get('/api/partners/me')
      .set({ ...auth(token), ...after(res.body.position) })
      .expect(200);
    expect(me.body).toEqual({
      partner: {
        partner_id: res.body.partner_id,
        company_name: 'Acme Stairs Pty Ltd',
        status: 'pending',
        admin_notes: null,
        created_at: now.toISOString(),
      },
    });
    expect(await listed(res.body.position, res.body.partner_id)).toEqual({
      id: res.body.partner_id,
      user_id: uid,
      company_name: 'Acme Stairs Pty Ltd',
      contact_person: 'Sam Lee',
      email: 'sam@acme.com.au',
      industry_sector: 'Residential',
      phone: '+61 2 9000 0000',
      status: 'pending',
      manual_review_required: false,
      country: 'AU',
      business_id_scheme: 'ABN',
      business_id_number: '51824753556',
      abn_acn: 'ABN:51824753556',
      business_id_valid: true,
      description: 'Stair manufacturer',
      admin_notes: null,
      created_at: now.toISOString(),
      reviewed_at: null,
    });

    const again = await register(token, form()).expect(409);
    expect(again.body).toMatchObject({
      code: 'PARTNER.ALREADY_APPLIED',
      detail: 'Your partnership application is already pending review.',
    });
  });

  it('refuses a wrong ABN checksum with the field path, whatever business_id_valid the client claims', async () => {
    const { token } = await t.signIn({ email: 'bad-abn@firm.com.au' });
    const head = await t.eventStore.headPosition();
    const res = await register(
      token,
      form({ business_id_number: '51 824 753 557', business_id_valid: true }),
    ).expect(400);
    expect(res.body).toMatchObject({ code: 'PARTNER.INVALID_APPLICATION', detail: 'Invalid ABN checksum' });
    expect(res.body.errors).toEqual([{ path: 'body.business_id_number', message: 'Invalid ABN checksum' }]);
    const blanks = await register(
      token,
      form({ company_name: ' ', email: 'not-an-email', industry_sector: 'Space' }),
    ).expect(400);
    expect(blanks.body.errors.map((e: { path: string }) => e.path)).toEqual([
      'body.company_name',
      'body.email',
      'body.industry_sector',
    ]);
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('accepts the opt-out for manual review, and a real NZBN', async () => {
    const optOut = await t.signIn({ email: 'no-abn@firm.com.au' });
    const res = await register(
      optOut.token,
      form({
        business_id_scheme: '',
        business_id_number: '',
        abn_acn: 'MANUAL_REVIEW_REQUIRED',
        business_id_valid: true,
        manual_review_required: true,
      }),
    ).expect(200);
    expect(await listed(res.body.position, res.body.partner_id)).toMatchObject({
      manual_review_required: true,
      abn_acn: 'MANUAL_REVIEW_REQUIRED',
      business_id_scheme: null,
      business_id_number: null,
      status: 'pending',
    });

    const kiwi = await t.signIn({ email: 'kiwi@firm.co.nz' });
    const nz = await register(
      kiwi.token,
      form({ country: 'NZ', business_id_scheme: 'NZBN', business_id_number: REAL_NZBNS[0] }),
    ).expect(200);
    expect(await listed(nz.body.position, nz.body.partner_id)).toMatchObject({
      country: 'NZ',
      abn_acn: `NZBN:${REAL_NZBNS[0]}`,
      business_id_valid: true,
    });
  });

  it('lets an admin approve once (notes optional) and makes the user an approved partner', async () => {
    const { token, uid } = await t.signIn({ email: 'approve-me@firm.com.au' });
    const runner = t.app.get(DeciderRunner);
    const { body } = await register(token, form({ company_name: 'Approved Plumbing Pty Ltd' })).expect(200);
    expect(await approvedPartnerOf(runner, uid)).toBeNull();

    const approved = await review({ partner_id: body.partner_id, action: 'approve' }).expect(200);
    expect(approved.body).toMatchObject({
      success: true,
      message: 'Partner application approved.',
      partner_id: body.partner_id,
      status: 'approved',
    });
    expect(await approvedPartnerOf(runner, uid)).toEqual({
      partnerId: body.partner_id,
      companyName: 'Approved Plumbing Pty Ltd',
    });
    expect(await listed(approved.body.position, body.partner_id)).toMatchObject({
      status: 'approved',
      admin_notes: '',
      reviewed_at: now.toISOString(),
    });

    const twice = await review({
      partner_id: body.partner_id,
      action: 'reject',
      admin_notes: 'Too late',
    }).expect(409);
    expect(twice.body.code).toBe('PARTNER.NOT_PENDING');
    await review({ partner_id: body.partner_id, action: 'approve' }).expect(409);
    expect((await register(token, form()).expect(409)).body.detail).toBe(
      'You are already an approved partner.',
    );
  });

  it('requires a reason to reject, then lets the applicant apply again', async () => {
    const { token, uid } = await t.signIn({ email: 'reject-me@firm.com.au' });
    const { body } = await register(token, form()).expect(200);

    const noReason = await review({
      partner_id: body.partner_id,
      action: 'reject',
      admin_notes: '  ',
    }).expect(400);
    expect(noReason.body).toMatchObject({
      code: 'PARTNER.REJECTION_REASON_REQUIRED',
      detail: 'Please provide a reason for rejection.',
    });
    expect(noReason.body.errors).toEqual([
      { path: 'body.admin_notes', message: 'Please provide a reason for rejection.' },
    ]);
    await review({ partner_id: body.partner_id, action: 'reject' }).expect(400);

    const rejected = await review({
      partner_id: body.partner_id,
      action: 'reject',
      admin_notes: 'ABN belongs to another company',
    }).expect(200);
    expect(rejected.body.message).toBe('Partner application rejected.');
    const me = await t.http
      .get('/api/partners/me')
      .set({ ...auth(token), ...after(rejected.body.position) })
      .expect(200);
    expect(me.body.partner).toMatchObject({
      status: 'rejected',
      admin_notes: 'ABN belongs to another company',
    });
    expect(await approvedPartnerOf(t.app.get(DeciderRunner), uid)).toBeNull();

    const reapplied = await register(token, form({ business_id_number: REAL_ABNS[2] })).expect(200);
    expect(reapplied.body.partner_id).toBe(body.partner_id);
    const after2 = await t.http
      .get('/api/partners/me')
      .set({ ...auth(token), ...after(reapplied.body.position) })
      .expect(200);
    expect(after2.body.partner).toMatchObject({ status: 'pending', admin_notes: null });
    expect((await t.eventStore.readStream(`partner-${body.partner_id}`)).map((e) => e.type)).toEqual([
      'PartnerApplied',
      'PartnerRejected',
      'PartnerApplied',
    ]);
  });

  it('answers 404 for an unknown application and 400 for an unknown action', async () => {
    expect((await review({ partner_id: 'nobody', action: 'approve' }).expect(404)).body.code).toBe(
      'PARTNER.NOT_FOUND',
    );
    const bad = await review({ partner_id: 'nobody', action: 'maybe' }).expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['body.action']);
  });

  it('keeps the admin endpoints from non-admins and the applicant endpoints from anonymous callers', async () => {
    const { token } = await t.signIn({ email: 'jane@firm.com.au' });
    const head = await t.eventStore.headPosition();
    expect((await t.http.get('/api/admin/partners').set(auth(token)).expect(403)).body.code).toBe(
      'ADMIN.FORBIDDEN',
    );
    await t.http
      .post('/api/admin/partners/review')
      .set(auth(token))
      .send({ partner_id: 'x', action: 'approve' })
      .expect(403);
    await t.http.post('/api/partners/register').send(form()).expect(401);
    await t.http.get('/api/partners/me').expect(401);
    expect(await t.eventStore.headPosition()).toBe(head);
  });
});
