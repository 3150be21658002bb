import { installFetch, problem } from '../testing/fetch-mock';
import { ApiClient, ApiError, dispositionFileName } from './api-client';

describe('ApiClient', () => {
  it('sends the bearer token when one is set, and none otherwise', async () => {
    const server = installFetch({ 'GET /api/user/subscription': { body: {} } });
    const client = new ApiClient();

    await client.get('/user/subscription');
    client.setToken('token-abc');
    await client.get('/user/subscription');
    await client.get('/user/subscription', { anonymous: true });

    const sent = server.callsTo('GET /api/user/subscription').map((call) => call.headers['Authorization']);
    expect(sent).toEqual([undefined, 'Bearer token-abc', undefined]);
  });

  it('sends the highest command position seen as X-Min-Position on later GETs only', async () => {
    let nextPosition = 42;
    const server = installFetch({
      'POST /api/chat/ask': () => ({ body: { position: nextPosition } }),
      'GET /api/chat/history': { body: { conversations: [] } },
    });
    const client = new ApiClient();

    await client.get('/chat/history');
    await client.post('/chat/ask', { question: 'q' });
    await client.get('/chat/history');
    nextPosition = 7; // an older position must not lower what the reads wait for
    await client.post('/chat/ask', { question: 'q' });
    await client.get('/chat/history');

    expect(server.callsTo('GET /api/chat/history').map((call) => call.headers['X-Min-Position'])).toEqual([
      undefined,
      '42',
      '42',
    ]);
    expect(
      server.callsTo('POST /api/chat/ask').every((call) => call.headers['X-Min-Position'] === undefined),
    ).toBe(true);
    expect(client.getMinPosition()).toBe(42);
  });

  it('downloads a file with the name the server gave it, waiting for the caller’s own writes', async () => {
    const server = installFetch({
      'POST /api/chat/ask': { body: { position: 9 } },
      'GET /api/chat/session/s-1/export': {
        body: '# Title\n',
        headers: {
          'Content-Disposition': `attachment; filename="Title.md"; filename*=UTF-8''Title%E2%80%99s.md`,
        },
      },
    });
    const client = new ApiClient();
    client.setToken('t-1');
    await client.post('/chat/ask', { question: 'q' });
    const file = await client.getFile('/chat/session/s-1/export', { query: { format: 'md' } });
    expect(file.filename).toBe('Title’s.md');
    expect(file.blob.size).toBe('# Title\n'.length);
    const [call] = server.callsTo('GET /api/chat/session/s-1/export');
    expect(call!.headers).toMatchObject({ 'X-Min-Position': '9', Authorization: 'Bearer t-1' });
    expect(call!.query.get('format')).toBe('md');
  });

  it('sends JSON bodies and query parameters', async () => {
    const server = installFetch({
      'POST /api/chat/ask': { body: {} },
      'GET /api/chat/history': { body: {} },
    });
    const client = new ApiClient();

    await client.post('/chat/ask', { question: 'Stair height?' });
    await client.get('/chat/history', { query: { limit: 50, skip: undefined } });

    const [post, get] = server.calls;
    expect(post?.headers['Content-Type']).toBe('application/json');
    expect(post?.body).toEqual({ question: 'Stair height?' });
    expect(get?.query.toString()).toBe('limit=50');
  });

  it('throws an ApiError with the status, code and detail of a problem body', async () => {
    installFetch({
      'POST /api/chat/ask': problem(
        402,
        'trial_exhausted',
        'You have used all your free questions. Please upgrade to continue.',
      ),
    });

    const failure = new ApiClient().post('/chat/ask', { question: 'q' });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 402,
      code: 'trial_exhausted',
      detail: 'You have used all your free questions. Please upgrade to continue.',
      message: 'You have used all your free questions. Please upgrade to continue.',
    });
  });

  it('treats any status outside 200-299 as an error, even without a problem body', async () => {
    installFetch({
      'GET /api/status': { status: 304 },
      'GET /api/user/subscription': { status: 502, body: '<html>' },
    });
    const client = new ApiClient();

    await expect(client.get('/status')).rejects.toMatchObject({ status: 304, code: 'http_error' });
    await expect(client.get('/user/subscription')).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('returns null for an empty success body', async () => {
    installFetch({ 'POST /api/chat/feedback': { status: 204 } });
    await expect(new ApiClient().post('/chat/feedback', {})).resolves.toBeNull();
  });

  it('reports a 401 to the unauthorized handlers with the token that was rejected', async () => {
    installFetch({ 'GET /api/user/subscription': problem(401, 'unauthorized', 'Sign in again.') });
    const client = new ApiClient();
    const handler = jest.fn();
    client.onUnauthorized(handler);

    await expect(client.get('/user/subscription')).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled(); // no token was sent, so none was rejected

    client.setToken('stale-token');
    await expect(client.get('/user/subscription')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledWith('stale-token');
  });

  it('tells a listener that subscribes later of a rejection of the token still in use, and only that', async () => {
    installFetch({ 'GET /api/user/subscription': problem(401, 'unauthorized', 'Sign in again.') });
    const client = new ApiClient();
    client.setToken('stale-token');
    await expect(client.get('/user/subscription')).rejects.toMatchObject({ status: 401 });

    const late = jest.fn();
    client.onUnauthorized(late);
    expect(late).toHaveBeenCalledWith('stale-token');

    client.setToken('fresh-token');
    const later = jest.fn();
    client.onUnauthorized(later);
    expect(later).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(new ApiClient().get('/status')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('dispositionFileName', () => {
  it.each([
    [`attachment; filename="Stair_s.md"; filename*=UTF-8''Stair%E2%80%99s.md`, 'Stair’s.md'],
    ['attachment; filename="plain name.md"', 'plain name.md'],
    ['attachment; filename=bare.csv', 'bare.csv'],
    [`attachment; filename="fallback.md"; filename*=UTF-8''%E0%A4%A`, 'fallback.md'],
    ['attachment', null],
    [null, null],
  ])('%j -> %j', (header, expected) => {
    expect(dispositionFileName(header)).toBe(expected);
  });
});
