import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

/** The value of one sample of the exposition, its labels matched exactly; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean).sort().join(',');
    if (have === wanted) return Number(match[3]);
  }
  return 0;
}

/** The sum of a metric's samples over every label set. */
const sum = (text: string, name: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((total, line) => total + Number(line.split(' ').at(-1)), 0);

describe('GET /api/metrics and the System tab figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const response = await t.http.get('/api/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text;
  };

  it('serves Prometheus text without a token, with the default process metrics', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE buildmentor_http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
  });

  it('times requests by route template and status class, never by the raw URL', async () => {
    const { token } = await t.signIn();
    const id = '0b7a3f52-7d5c-4bde-9a53-1f6f2f1c9e11';
    await t.http.get(`/api/chat/session/${id}`).set('Authorization', `Bearer ${token}`).expect(404);
    await t.http.get('/api/no/such/route').expect(404);
    const text = await scrape();
    const route = { method: 'GET', route: '/api/chat/session/:id', status_class: '4xx' };
    expect(sample(text, 'buildmentor_http_request_duration_seconds_count', route)).toBe(1);
    expect(sample(text, 'buildmentor_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      1,
    );
    expect(
      sample(text, 'buildmentor_http_request_duration_seconds_count', {
        method: 'GET',
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('/api/no/such/route');
  });

  it('counts appended events, answers and upload bytes, and the System tab shows the same figures', async () => {
    const before = await scrape();
    const asker = await t.signIn({ email: 'metrics.asker@firm.com.au' });
    const auth = { Authorization: `Bearer ${asker.token}` };
    await t.http
      .post('/api/chat/ask')
      .set(auth)
      .send({ question: 'What is the NCC stair handrail height?' })
      .expect(200);
    const notes = Buffer.from('Site notes: box gutters need an overflow path.');
    await t.http
      .post('/api/knowledge/upload-personal')
      .set(auth)
      .attach('file', notes, 'notes.txt')
      .expect(200);

    const after = await scrape();
    const appended = (text: string, type: string) =>
      sample(text, 'buildmentor_events_appended_total', { event_type: type });
    expect(appended(after, 'UserRegistered')).toBe(appended(before, 'UserRegistered') + 1);
    expect(appended(after, 'QuestionAsked')).toBe(appended(before, 'QuestionAsked') + 1);
    expect(appended(after, 'AnswerGenerated')).toBe(appended(before, 'AnswerGenerated') + 1);
    expect(appended(after, 'DocumentUploaded')).toBe(1);
    const answered = { answerer: 'offline', outcome: 'answered' };
    expect(sample(after, 'buildmentor_answer_duration_seconds_count', answered)).toBe(1);
    // The offline answerer reports no tokens, so it has no token samples at all.
    expect(after).not.toMatch(/^buildmentor_answer_tokens_total\{/m);
    expect(sample(after, 'buildmentor_upload_bytes_total', { scope: 'personal' })).toBe(notes.length);
    expect(sample(after, 'buildmentor_uploads_total', { scope: 'personal' })).toBe(1);

    const admin = await t.signIn({ email: 'admin@buildmentor.test' });
    const { body } = await t.http
      .get('/api/admin/system?hashes=false')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    const appendedSince = sum(await scrape(), 'buildmentor_events_appended_total');
    expect(body.api).toMatchObject({
      answers: 1,
      append_conflicts: 0,
      upload_bytes: notes.length,
    });
    expect(body.api.appended_events).toBe(appendedSince);
    expect(body.api.requests).toBeGreaterThanOrEqual(8);
    expect(body.api.request_p95_ms).toEqual(expect.any(Number));
    expect(body.api.answer_median_ms).toEqual(expect.any(Number));
    expect(Date.parse(body.api.since)).toBeLessThanOrEqual(Date.now());
  });

  it('counts event store commits and the appends they carried: appends made together share one', async () => {
    const before = await scrape();
    const askers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.signIn({ email: `metrics.commits.${i}@firm.com.au` })),
    );
    await Promise.all(
      askers.map((asker) =>
        t.http
          .post('/api/chat/ask')
          .set('Authorization', `Bearer ${asker.token}`)
          .send({ question: 'What is the NCC stair handrail height?' })
          .expect(200),
      ),
    );
    const after = await scrape();
    const delta = (name: string) => sample(after, name) - sample(before, name);
    const commits = delta('buildmentor_event_store_commit_appends_count');
    const appends = delta('buildmentor_event_store_commit_appends_sum');
    // Six sign-ups and six asks append dozens of times; asked at once, they share commits.
    expect(appends).toBeGreaterThanOrEqual(6 * 3);
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThan(appends);
    // Every ask has closed; the scrape that reads the gauge is the one request in flight.
    expect(sample(after, 'buildmentor_http_requests_in_flight')).toBe(1);
  });
});
