import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

describe('profile, onboarding and preferences (HTTP, real stores, real projector)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts without onboarding, refuses an incomplete wizard, saves a complete one and reads it back', async () => {
    const { token, uid, position } = await t.signIn({ email: 'sam@firm.com.au' });
    const auth = { Authorization: `Bearer ${token}` };
    const fresh = await t.http
      .get('/api/user/profile')
      .set({ ...auth, 'X-Min-Position': String(position) })
      .expect(200);
    expect(fresh.body).toMatchObject({
      uid,
      email: 'sam@firm.com.au',
      name: 'sam',
      onboarding_completed: false,
      preferences: { industry_sectors: [], disciplines: [] },
    });

    const head = await t.eventStore.headPosition();
    const incomplete = await t.http
      .post('/api/user/onboarding')
      .set(auth)
      .send({
        industry_sectors: [],
        disciplines: ['Architecture'],
        experience_level: null,
        company_type: null,
      })
      .expect(400);
    expect(incomplete.body.code).toBe('USER.INVALID_ONBOARDING');
    expect(incomplete.body.detail).toEqual(expect.any(String));
    expect(incomplete.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['body.industry_sectors', 'body.experience_level', 'body.company_type']),
    );
    const unknownOption = await t.http
      .post('/api/user/onboarding')
      .set(auth)
      .send({
        industry_sectors: ['Space Stations'],
        disciplines: ['Architecture'],
        experience_level: 'senior',
        company_type: 'Architecture Firm',
      })
      .expect(400);
    expect(unknownOption.body.code).toBe('USER.INVALID_ONBOARDING');
    expect(unknownOption.body.errors[0].path).toBe('body.industry_sectors[0]');
    expect(await t.eventStore.headPosition()).toBe(head);

    const saved = await t.http
      .post('/api/user/onboarding')
      .set(auth)
      .send({
        industry_sectors: ['Health', 'Education'],
        disciplines: ['Acoustic Engineering'],
        experience_level: 'senior',
        primary_focus: '',
        company_type: 'Architecture Firm',
      })
      .expect(200);
    expect(saved.body).toMatchObject({ success: true });
    const profile = await t.http
      .get('/api/user/profile')
      .set({ ...auth, 'X-Min-Position': String(saved.body.position) })
      .expect(200);
    expect(profile.body).toMatchObject({
      onboarding_completed: true,
      profession: 'Architecture Firm',
      sector: 'Health',
      preferences: {
        industry_sectors: ['Health', 'Education'],
        disciplines: ['Acoustic Engineering'],
        experience_level: 'senior',
        company_type: 'Architecture Firm',
      },
    });
  });

  it('saves preferences (the spec payload) and keeps fields that were left out', async () => {
    const { token } = await t.signIn({ email: 'alex@firm.com.au' });
    const auth = { Authorization: `Bearer ${token}` };
    const first = await t.http
      .post('/api/user/preferences')
      .set(auth)
      .send({
        industries: ['Residential'],
        role: 'Independent Contractor',
        experience_level: 'graduate',
        response_style: 'balanced',
        ai_focus_areas: ['Roofing Systems'],
        custom_instructions: 'Cite NCC clauses.',
      })
      .expect(200);
    expect(first.body.message).toBe('Your preferences have been saved successfully!');
    const second = await t.http
      .post('/api/user/preferences')
      .set(auth)
      .send({ custom_instructions: 'Cite NCC clauses and AS numbers.' })
      .expect(200);
    const profile = await t.http
      .get('/api/user/profile')
      .set({ ...auth, 'X-Min-Position': String(second.body.position) })
      .expect(200);
    expect(profile.body.preferences).toEqual({
      industry_sectors: ['Residential'],
      disciplines: ['Roofing Systems'],
      experience_level: 'graduate',
      company_type: 'Independent Contractor',
      custom_instructions: 'Cite NCC clauses and AS numbers.',
    });
    const tooLong = await t.http
      .post('/api/user/preferences')
      .set(auth)
      .send({ custom_instructions: 'x'.repeat(2001) })
      .expect(400);
    expect(tooLong.body.errors[0].path).toBe('body.custom_instructions');
  });

  it('lists no personal documents for a new user', async () => {
    const { token } = await t.signIn();
    const response = await t.http
      .get('/api/knowledge/personal-documents')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(response.body).toEqual({ documents: [] });
  });
});
