import { startTestApp, type TestApp } from '../../testing/test-app';
import { DocumentProcessor } from '../document-processor.service';

jest.setTimeout(90_000);

/**
 * Issue 15 point 6: any text a user types is a valid query. Search engines' syntax (FTS5's
 * quotes, stars and operators, MongoDB's $text negation, LIKE's % and _, regex metacharacters)
 * is inert; text with no words at all is a 400 naming the field (knowledge search) or finds
 * nothing (conversation search), never a 500.
 */
describe('hostile search input (HTTP, real stores)', () => {
  let t: TestApp;
  let token: string;
  let head: number;
  const auth = () => ({ Authorization: `Bearer ${token}`, 'X-Min-Position': String(head) });

  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await t.signIn({ email: 'syntax@firm.com.au' }));
    await t.http
      .post('/api/knowledge/upload-personal')
      .set('Authorization', `Bearer ${token}`)
      .attach(
        'file',
        Buffer.from('Fire doors need a 50% larger gap_seal under AS 1905.1 (see C:\\specs\\doors).'),
        'doors.txt',
      )
      .expect(200);
    await t.app.get(DocumentProcessor).whenIdle();
    await t.http
      .post('/api/chat/ask')
      .set('Authorization', `Bearer ${token}`)
      .send({ question: 'Is a 50% gap_seal [fire] ok? (C:\\specs)' })
      .expect(200);
    head = await t.eventStore.headPosition();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['*', '"', '%', '\\', '***', '"" || ""', '-', '( )', '^', '.'])(
    'knowledge search for %j (no words): 400 with the field path, GET and POST',
    async (query) => {
      const get = await t.http.get('/api/knowledge/search').query({ query }).set(auth()).expect(400);
      expect(get.headers['content-type']).toContain('application/problem+json');
      expect(get.body.errors).toEqual([
        { path: 'query.query', message: 'Enter at least one word or number to search for' },
      ]);
      const post = await t.http.post('/api/knowledge/search').set(auth()).send({ query }).expect(400);
      expect(post.body.errors).toEqual([
        { path: 'body.query', message: 'Enter at least one word or number to search for' },
      ]);
    },
  );

  it.each([
    ['fire*', 'doors.txt'],
    ['"fire doors', 'doors.txt'],
    ['fire NOT doors', 'doors.txt'],
    ['-fire', 'doors.txt'],
    ['body:fire NEAR(doors)', 'doors.txt'],
    ['50%', 'doors.txt'],
    ['gap_seal', 'doors.txt'],
    ['C:\\specs\\doors', 'doors.txt'],
    ['{"$where": "sleep(1000)"} fire', 'doors.txt'],
    ['\u0000fire\u0001', 'doors.txt'],
  ])('knowledge search for %j treats the syntax as plain words', async (query, filename) => {
    const response = await t.http.get('/api/knowledge/search').query({ query }).set(auth()).expect(200);
    expect(response.body.results.map((r: { filename: string }) => r.filename)).toEqual([filename]);
  });

  it('Enhanced chat with a question of no words answers without passages instead of failing', async () => {
    const answer = await t.http
      .post('/api/chat/ask')
      .set(auth())
      .send({ question: '???', enhanced: true })
      .expect(200);
    expect(answer.body.sources ?? []).toEqual([]);
  });

  // Conversation search is by words since issue 19 (every word must match): the rest is inert,
  // and text without a word finds nothing rather than failing the sidebar's search box.
  it.each([
    ['%', 0],
    ['_', 0],
    ['\\', 0],
    ['.*', 0],
    ['%%', 0],
    ['$', 0],
    ['[fire]', 1],
    ['(c:\\specs)', 1],
    ['gap_seal', 1],
    ['50%', 1],
    ['fire* "gap', 1],
    ['-fire', 1],
    ['fire nowhere', 0],
  ])('conversation search for %j searches its words only', async (q, count) => {
    const response = await t.http.get('/api/chat/search').query({ q }).set(auth()).expect(200);
    expect(response.body.conversations).toHaveLength(count);
  });

  it.each([
    ['%', 0],
    ['_', 0],
    ['.*', 0],
    ['(', 0],
    ['syntax@', 1],
    ['\\', 0],
  ])('admin user search for %j matches it literally', async (q, count) => {
    const admin = await t.signIn({ email: 'admin@buildmentor.test' });
    const response = await t.http
      .get('/api/admin/users')
      .query({ q })
      .set({
        Authorization: `Bearer ${admin.token}`,
        'X-Min-Position': String(await t.eventStore.headPosition()),
      })
      .expect(200);
    expect(response.body.users).toHaveLength(count);
  });
});
