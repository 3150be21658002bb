import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

describe('GET /api/health/live and /api/health/ready with no projector running', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is live without a token', async () => {
    const response = await t.http.get('/api/health/live').expect(200);
    expect(response.body).toEqual({ status: 'live' });
  });

  it('is not ready while no projector follows the log: 503 problem+json naming the projector', async () => {
    const response = await t.http.get('/api/health/ready').expect(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({
      status: 503,
      code: 'SERVICE.NOT_READY',
      detail: 'Not ready. No projector follows the log (stopped).',
      errors: [{ path: 'projector', message: 'No projector follows the log (stopped).' }],
    });
  });
});

describe('GET /api/health/ready with the projector running', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('becomes ready once the projector follows the log', async () => {
    await t.signIn();
    let status = 0;
    for (const deadline = Date.now() + 20_000; Date.now() < deadline && status !== 200;) {
      status = (await t.http.get('/api/health/ready')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const response = await t.http.get('/api/health/ready').expect(200);
    expect(response.body).toEqual({
      status: 'ready',
      checks: { event_store: 'ok', read_store: 'ok', projector: 'ok' },
    });
  });
});
