import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { gatedAnswerer } from '../testing/gated-answerer';
import { listenOnLoopback, startTestApp, type TestApp } from '../testing/test-app';
import { pickEncoding } from './static-frontend';

jest.setTimeout(60_000);

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Enough text that compressing it pays (over the 1 KiB threshold). */
/** The app shell is under 1 KiB: the build precompresses it all the same. */
const SHELL = `<!doctype html><html><head><title>BuildMentor</title></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const lines = [\n${Array.from({ length: 200 }, (_, i) => `  'line ${i}',`).join('\n')}\n];\n`;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request on a real socket with the bytes as sent: no client decompresses them on the way. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<RawResponse>((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  return response.body.toString();
}

/**
 * An event stream read as it arrives: `next()` resolves with the next chunk on the wire, so a test
 * can tell an event that came at once from one held back until the answer completed.
 */
function openStream(url: string, headers: Record<string, string>, method = 'GET', body?: string) {
  const chunks: string[] = [];
  let waiter: (() => void) | null = null;
  let ended = false;
  const response = new Promise<IncomingHttpHeaders>((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (res) => {
      resolve(res.headers);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        chunks.push(chunk);
        waiter?.();
      });
      res.on('end', () => {
        ended = true;
        waiter?.();
      });
    });
    request.on('error', reject);
    request.end(body);
  });
  return {
    headers: response,
    /** The text received so far once it contains `text`, or a failure after `timeoutMs`. */
    async until(text: string, timeoutMs = 5_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (!chunks.join('').includes(text)) {
        if (ended) throw new Error(`stream ended without ${text}: ${chunks.join('')}`);
        if (Date.now() > deadline) throw new Error(`no ${text} within ${timeoutMs} ms: ${chunks.join('')}`);
        await new Promise<void>((resolve) => {
          waiter = resolve;
          setTimeout(resolve, 20);
        });
      }
      return chunks.join('');
    },
    ended: () => ended,
  };
}

describe('pickEncoding', () => {
  const both = new Set(['br', 'gzip'] as const);
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header, both)).toBe(expected);
  });
  it('offers only what is on disk', () => {
    expect(pickEncoding('br, gzip', new Set(['gzip'] as const))).toBe('gzip');
  });
});

describe('compressed responses: the served UI and the JSON API', () => {
  let t: TestApp;
  let url: string;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'bm-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), SHELL);
    writeFileSync(join(staticDir, 'index.html.gz'), gzipSync(SHELL, { level: 9 }));
    // As the frontend build writes them: a hashed asset with its .br and .gz, one without.
    writeFileSync(join(staticDir, 'assets/app-Ab12Cd34.js'), SCRIPT);
    writeFileSync(join(staticDir, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(staticDir, 'assets/app-Ab12Cd34.js.gz'), gzipSync(SCRIPT, { level: 9 }));
    writeFileSync(join(staticDir, 'assets/plain-Ef56Gh78.js'), SCRIPT);
    t = await startTestApp({ env: { STATIC_DIR: staticDir }, projector: false });
    url = await listenOnLoopback(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends a hashed JS asset precompressed as asked, cached for a year, immutable', async () => {
    const gzip = await raw(`${url}/assets/app-Ab12Cd34.js`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/^text\/javascript/);
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gzip.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(gzip.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(decoded(gzip)).toBe(SCRIPT);

    const br = await raw(`${url}/assets/app-Ab12Cd34.js`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(br)).toBe(SCRIPT);

    const identity = await raw(`${url}/assets/app-Ab12Cd34.js`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['cache-control']).toBe(IMMUTABLE);
    expect(identity.body.toString()).toBe(SCRIPT);
  });

  it('revalidates a precompressed asset with its own ETag (304)', async () => {
    const first = await raw(`${url}/assets/app-Ab12Cd34.js`, { 'Accept-Encoding': 'gzip' });
    const etag = first.headers['etag']!;
    expect(etag).toBeDefined();
    const again = await raw(`${url}/assets/app-Ab12Cd34.js`, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(again.status).toBe(304);
  });

  it('compresses an asset the build did not precompress on the fly, still immutable', async () => {
    const response = await raw(`${url}/assets/plain-Ef56Gh78.js`, { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(response)).toBe(SCRIPT);
  });

  it('has the app shell revalidated on every load, by its own path or a client route, precompressed', async () => {
    for (const path of ['/', '/chat', '/index.html']) {
      const response = await raw(`${url}${path}`, { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(decoded(response)).toBe(SHELL);

      const plain = await raw(`${url}${path}`, { Accept: 'text/html' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.body.toString()).toBe(SHELL);
    }
  });

  it('compresses a JSON response above the threshold, and leaves a small one alone', async () => {
    const document = await raw(`${url}/api/docs/openapi.json`, { 'Accept-Encoding': 'gzip' });
    expect(document.status).toBe(200);
    expect(document.headers['content-type']).toMatch(/^application\/json/);
    expect(document.headers['content-encoding']).toBe('gzip');
    expect(document.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(decoded(document))).toHaveProperty('openapi');

    const br = await raw(`${url}/api/docs/openapi.json`, { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(br))).toHaveProperty('openapi');

    const small = await raw(`${url}/api/auth/config`, { 'Accept-Encoding': 'gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('Server-Sent Events are not compressed or held back', () => {
  let t: TestApp;
  let url: string;
  const answerer = gatedAnswerer();

  beforeAll(async () => {
    t = await startTestApp({ overrides: { answerGenerator: answerer.generator }, projector: false });
    url = await listenOnLoopback(t);
  });
  afterAll(async () => {
    answerer.open();
    await t.close();
  });

  const accept = { 'Accept-Encoding': 'gzip, deflate, br' };

  it('POST /api/chat/ask/stream delivers its first event before the answer completes', async () => {
    const { token } = await t.signIn();
    answerer.close();
    const stream = openStream(
      `${url}/api/chat/ask/stream`,
      { ...accept, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      'POST',
      JSON.stringify({ question: 'What is the NCC stair handrail height?' }),
    );
    const headers = await stream.headers;
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    // The answer is still behind the gate: this event was sent at once, as written.
    const early = await stream.until('event: accepted');
    expect(early).not.toContain('event: answer');
    expect(stream.ended()).toBe(false);

    answerer.open();
    const all = await stream.until('event: answer', 20_000);
    expect(all).toContain('event: delta');
  });

  it('GET .../questions/{id}/stream (resuming) delivers its retry hint while the answer is pending', async () => {
    const { token } = await t.signIn();
    answerer.close();
    const ask = openStream(
      `${url}/api/chat/ask/stream`,
      { ...accept, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      'POST',
      JSON.stringify({ question: 'How do I size a box gutter?' }),
    );
    const accepted = JSON.parse(/^data: (.*)$/m.exec(await ask.until('event: accepted'))![1]!) as {
      question_id: string;
      session_id: string;
    };
    const resume = openStream(
      `${url}/api/chat/session/${accepted.session_id}/questions/${accepted.question_id}/stream`,
      { ...accept, Authorization: `Bearer ${token}` },
    );
    const headers = await resume.headers;
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    expect(await resume.until('retry:')).not.toContain('event: answer');

    answerer.open();
    await resume.until('event: answer', 20_000);
    await ask.until('event: answer', 20_000);
  });
});
