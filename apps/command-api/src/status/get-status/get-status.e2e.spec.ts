import { startTestApp, type TestApp } from '../../testing/test-app';

// The product (and, below, its projector process) starts per suite, and the projector may take up
// to 20 s to catch up on a loaded CI machine: far more than jest's 5 s default.
jest.setTimeout(60_000);

describe('GET /api/status, /api/docs and unknown routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the log head, the checkpoint and the lag in events and seconds without a token', async () => {
    await t.signIn();
    const response = await t.http.get('/api/status').expect(200);
    // No projector runs in this app: nothing follows the log, so the service is degraded.
    expect(response.body).toMatchObject({
      status: 'degraded',
      product: 'BuildMentor',
      event_store: { kind: 'sqlite', position: 2 },
      projector: {
        namespace: 'primary',
        checkpoint: 0,
        lag_events: 2,
        lag_events_capped: false,
        state: 'stopped',
        active: 0,
        standby: 0,
      },
      read_store: { kind: 'sqlite' },
    });
    expect(response.body.projector.lag_seconds).toBeGreaterThanOrEqual(0);
    expect(response.headers['x-correlation-id']).toEqual(expect.any(String));
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('echoes a sane correlation id', async () => {
    const response = await t.http.get('/api/status').set('X-Correlation-Id', 'trace-123').expect(200);
    expect(response.headers['x-correlation-id']).toBe('trace-123');
  });

  it('serves an OpenAPI 3.1 document generated from the contracts', async () => {
    const response = await t.http.get('/api/docs').expect(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/demo',
        '/api/chat/ask',
        '/api/chat/history',
        '/api/chat/session/{id}',
        '/api/user/subscription',
        '/api/status',
      ]),
    );
    const ask = response.body.paths['/api/chat/ask'].post;
    expect(ask.requestBody.content['application/json'].schema.required).toContain('question');
    expect(Object.keys(ask.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '402']));
  });

  it('answers unknown API routes with a problem+json 404', async () => {
    const response = await t.http.get('/api/nope').expect(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body.code).toBe('ROUTE.NOT_FOUND');
  });

  it('rejects a malformed X-Min-Position', async () => {
    const { token } = await t.signIn();
    const response = await t.http
      .get('/api/user/subscription')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Min-Position', 'soon')
      .expect(400);
    expect(response.body.errors[0].path).toBe('headers.x-min-position');
  });
});

describe('GET /api/status with the projector running', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('says the projector follows the log, with no lag once it has caught up', async () => {
    await t.signIn();
    const head = await t.eventStore.headPosition();
    let body: Record<string, unknown> & { projector: Record<string, unknown> } = { projector: {} };
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      body = (await t.http.get('/api/status').expect(200)).body;
      if (body.projector['state'] === 'following' && Number(body.projector['checkpoint']) >= head) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(body).toMatchObject({
      status: 'ok',
      projector: { state: 'following', active: 1, standby: 0, lag_events: 0, lag_seconds: 0 },
    });
  });
});
