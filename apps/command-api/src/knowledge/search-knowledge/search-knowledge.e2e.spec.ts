import { ChatCompletionsTestServer, modelReply, replies } from '@buildmentor/answering/testing';
import { buildDocx, textPdf } from '@buildmentor/knowledge/testing';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DocumentProcessor } from '../document-processor.service';

jest.setTimeout(90_000);

async function uploadAll(t: TestApp, token: string, files: Array<[Buffer, string]>): Promise<number> {
  let request = t.http.post('/api/knowledge/upload-personal').set('Authorization', `Bearer ${token}`);
  for (const [bytes, name] of files) request = request.attach('file', bytes, name);
  await request.expect(200);
  await t.app.get(DocumentProcessor).whenIdle();
  return t.eventStore.headPosition();
}

describe('knowledge search and Enhanced answers (offline answerer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds a sentence from a PDF and from a DOCX, with page, snippet and highlights, for the owner only', async () => {
    const owner = await t.signIn({ email: 'searcher@firm.com.au' });
    const other = await t.signIn({ email: 'stranger@firm.com.au' });
    const head = await uploadAll(t, owner.token, [
      [
        textPdf(['Cover page.', 'Sole-occupancy unit doors need a self-closing fire door rated -/60/30.']),
        'fire-doors.pdf',
      ],
      [
        buildDocx(['Box gutters must discharge to an overflow sump sized for the 1-in-100 year storm.']),
        'gutters.docx',
      ],
    ]);
    const wait = { 'X-Min-Position': String(head) };
    const pdf = await t.http
      .get('/api/knowledge/search')
      .query({ query: 'self-closing fire door' })
      .set({ Authorization: `Bearer ${owner.token}`, ...wait })
      .expect(200);
    expect(pdf.body.results[0]).toMatchObject({
      filename: 'fire-doors.pdf',
      page: 2,
      scope: 'personal',
      partner: null,
    });
    const { snippet, highlights } = pdf.body.results[0] as {
      snippet: string;
      highlights: [number, number][];
    };
    expect(highlights.map(([s, e]) => snippet.slice(s, e).toLowerCase())).toEqual(
      expect.arrayContaining(['self', 'closing', 'fire', 'door']),
    );
    const docx = await t.http
      .post('/api/knowledge/search')
      .set({ Authorization: `Bearer ${owner.token}` })
      .send({ query: 'overflow sump' })
      .expect(200);
    expect(docx.body.results[0]).toMatchObject({ filename: 'gutters.docx', page: 1 });
    const stranger = await t.http
      .get('/api/knowledge/search')
      .query({ query: 'overflow sump fire door' })
      .set({ Authorization: `Bearer ${other.token}`, ...wait })
      .expect(200);
    expect(stranger.body.results).toEqual([]);
    await t.http
      .get('/api/knowledge/search')
      .query({ query: '   ' })
      .set({ Authorization: `Bearer ${owner.token}` })
      .expect(400);
  });

  it('adds mentor notes to search, and leaves them out when include_mentor_notes is false', async () => {
    const { token } = await t.signIn({ email: 'mentor@firm.com.au' });
    await t.http
      .post('/api/knowledge/mentor-note')
      .set('Authorization', `Bearer ${token}`)
      .send({ title: '', body: 'x' })
      .expect(400);
    const note = await t.http
      .post('/api/knowledge/mentor-note')
      .set('Authorization', `Bearer ${token}`)
      .send({
        title: 'Tanking lesson',
        body: 'Always flood test basement tanking before backfill.',
        tags: ['waterproofing'],
      })
      .expect(200);
    const wait = { Authorization: `Bearer ${token}`, 'X-Min-Position': String(note.body.position) };
    const found = await t.http
      .get('/api/knowledge/search')
      .query({ query: 'basement tanking' })
      .set(wait)
      .expect(200);
    expect(found.body.results[0]).toMatchObject({
      filename: 'Tanking lesson',
      kind: 'mentor_note',
      scope: 'personal',
    });
    const without = await t.http
      .get('/api/knowledge/search')
      .query({ query: 'basement tanking', include_mentor_notes: 'false' })
      .set(wait)
      .expect(200);
    expect(without.body.results).toEqual([]);
  });

  it('ranks documents by how well they match', async () => {
    const { token } = await t.signIn({ email: 'ranker@firm.com.au' });
    const head = await uploadAll(t, token, [
      [
        Buffer.from(
          'Waterproofing membranes for balconies. Membranes need upturns. Membrane laps and membrane curing.',
        ),
        'membranes.txt',
      ],
      [Buffer.from('Balcony balustrades and a note on waterproofing.'), 'balustrades.txt'],
      [Buffer.from('Roof sheeting fixings in cyclonic regions.'), 'roofing.txt'],
    ]);
    const response = await t.http
      .get('/api/knowledge/search')
      .query({ query: 'membrane waterproofing' })
      .set({ Authorization: `Bearer ${token}`, 'X-Min-Position': String(head) })
      .expect(200);
    expect(response.body.results.map((r: { filename: string }) => r.filename)).toEqual([
      'membranes.txt',
      'balustrades.txt',
    ]);
  });

  it('lets an approved partner publish community content that others find with attribution', async () => {
    const admin = await t.signIn({ email: 'admin@firm.com.au' });
    const partner = await t.signIn({ email: 'sam@acme-stairs.com.au' });
    const reader = await t.signIn({ email: 'reader@firm.com.au' });
    const upload = () =>
      t.http
        .post('/api/knowledge/upload-community')
        .set('Authorization', `Bearer ${partner.token}`)
        .attach(
          'file',
          Buffer.from('Acme stair stringers are rated for 1.5 kPa imposed action.'),
          'stringers.txt',
        );
    await upload().expect(403);
    const applied = await t.http
      .post('/api/partners/register')
      .set('Authorization', `Bearer ${partner.token}`)
      .send({
        company_name: 'Acme Stairs Pty Ltd',
        contact_person: 'Sam Lee',
        email: 'sam@acme-stairs.com.au',
        industry_sector: 'Residential',
        country: 'AU',
        business_id_scheme: 'ABN',
        business_id_number: '51 824 753 556',
        abn_acn: 'ABN:51824753556',
        business_id_valid: true,
        manual_review_required: false,
      })
      .expect(200);
    await t.http
      .post('/api/admin/partners/review')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ partner_id: applied.body.partner_id, action: 'approve', admin_notes: 'ABN checked' })
      .expect(200);
    await upload().expect(200);
    await t.app.get(DocumentProcessor).whenIdle();
    const head = await t.eventStore.headPosition();
    const found = await t.http
      .get('/api/knowledge/search')
      .query({ query: 'stair stringers imposed action' })
      .set({ Authorization: `Bearer ${reader.token}`, 'X-Min-Position': String(head) })
      .expect(200);
    expect(found.body.results[0]).toMatchObject({
      filename: 'stringers.txt',
      scope: 'community',
      partner: 'Acme Stairs Pty Ltd',
    });
    const community = await t.http
      .get('/api/knowledge/community-documents')
      .set({ Authorization: `Bearer ${reader.token}` })
      .expect(200);
    expect(community.body.documents).toEqual([
      expect.objectContaining({ name: 'stringers.txt', partner: 'Acme Stairs Pty Ltd' }),
    ]);
  });

  it('grounds an Enhanced answer in the asker’s document and cites it with its page', async () => {
    const { token } = await t.signIn({ email: 'enhanced@firm.com.au' });
    const head = await uploadAll(t, token, [
      [
        textPdf(['Intro.', 'Stair handrails in our office fit-out are set at 900 mm above the nosings.']),
        'fitout-spec.pdf',
      ],
    ]);
    const answer = await t.http
      .post('/api/chat/ask')
      .set({ Authorization: `Bearer ${token}`, 'X-Min-Position': String(head) })
      .send({ question: 'What handrail height does our fit-out spec use?', enhanced: true })
      .expect(200);
    expect(answer.body.sources[0]).toMatchObject({ title: 'fitout-spec.pdf', page: 2 });
    expect(JSON.stringify(answer.body.response)).toContain('900 mm');
  });
});

describe('privacy canary: a personal document never enters another user’s prompt', () => {
  let model: ChatCompletionsTestServer;
  let t: TestApp;
  beforeAll(async () => {
    model = await ChatCompletionsTestServer.start();
    model.reply = replies.json(JSON.stringify(modelReply()));
    t = await startTestApp({
      env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseURL, OPENAI_MODEL: 'test-model' },
    });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('sends the canary to its owner’s model calls only', async () => {
    const owner = await t.signIn({ email: 'canary.owner@firm.com.au' });
    const other = await t.signIn({ email: 'canary.other@firm.com.au' });
    const head = await uploadAll(t, owner.token, [
      [
        Buffer.from('Project ZEBRAQUARTZ77 uses fire doors from Acme. Fire door hardware list.'),
        'secret.txt',
      ],
    ]);
    const wait = { 'X-Min-Position': String(head) };
    await t.http
      .post('/api/chat/ask')
      .set({ Authorization: `Bearer ${other.token}`, ...wait })
      .send({ question: 'ZEBRAQUARTZ77 fire door hardware?', enhanced: true })
      .expect(200);
    const othersPrompt = JSON.stringify(model.requests[model.requests.length - 1]!.body.messages);
    expect(othersPrompt).toContain('ZEBRAQUARTZ77 fire door hardware?'); // their own question, nothing more
    expect(othersPrompt).not.toContain('uses fire doors from Acme');
    await t.http
      .post('/api/chat/ask')
      .set({ Authorization: `Bearer ${owner.token}`, ...wait })
      .send({ question: 'ZEBRAQUARTZ77 fire door hardware?', enhanced: true })
      .expect(200);
    const ownersPrompt = JSON.stringify(model.requests[model.requests.length - 1]!.body.messages);
    expect(ownersPrompt).toContain('Project ZEBRAQUARTZ77 uses fire doors from Acme');
  });
});
