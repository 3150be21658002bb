import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { listenOnLoopback, startTestApp, type TestApp } from '../testing/test-app';
import { isHashedSubresource } from './security-headers';

jest.setTimeout(60_000);

const SCRIPT = `export const lines = [\n${Array.from({ length: 200 }, (_, i) => `  'line ${i}',`).join('\n')}\n];\n`;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

/** Everything a hashed script or stylesheet may carry: the transport's, the cache's and nosniff. */
const ASSET_HEADERS = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'vary',
  'x-content-type-options',
  'x-correlation-id',
]);

function headersOf(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('isHashedSubresource', () => {
  it.each([
    ['/assets/chat-Ab12.js', true],
    ['/assets/chat-Ab12.CSS', true],
    ['/assets/inter-Ab12.woff2', true],
    ['/assets/logo-Ab12.svg', false],
    ['/assets/page-Ab12.html', false],
    ['/assets/data-Ab12', false],
    ['/chat.js', false],
    ['/api/assets/x.js', false],
  ])('%s -> %s', (path, expected) => {
    expect(isHashedSubresource(path)).toBe(expected);
  });
});

describe('security headers: pages and API answers carry them all, hashed scripts and styles only nosniff', () => {
  let t: TestApp;
  let url: string;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'bm-headers-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(staticDir, 'assets/app-Ab12Cd34.js'), SCRIPT);
    writeFileSync(join(staticDir, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(staticDir, 'assets/app-Ef56Gh78.css'), 'body{margin:0}');
    writeFileSync(join(staticDir, 'assets/logo-Ij90Kl12.svg'), SVG);
    t = await startTestApp({ env: { STATIC_DIR: staticDir }, projector: false });
    url = await listenOnLoopback(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['a precompressed script', '/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'br' }],
    ['the same script uncompressed', '/assets/app-Ab12Cd34.js', {}],
    ['a stylesheet', '/assets/app-Ef56Gh78.css', { 'Accept-Encoding': 'gzip' }],
  ])('%s: nosniff and the cache headers, nothing a document needs', async (_name, path, headers) => {
    const response = await headersOf(`${url}${path}`, headers);
    expect(response.status).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Object.keys(response.headers).filter((name) => !ASSET_HEADERS.has(name))).toEqual([]);
  });

  it('an SVG, which can be opened as a document and run script, keeps the page headers', async () => {
    const response = await headersOf(`${url}/assets/logo-Ij90Kl12.svg`);
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/', '/chat', '/index.html'])(
    'the app shell at %s carries the CSP and framing rules',
    async (path) => {
      const response = await headersOf(`${url}${path}`, { Accept: 'text/html' });
      expect(response.status).toBe(200);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('an API answer carries them too', async () => {
    const response = await headersOf(`${url}/api/auth/config`);
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a missing hashed script is a 404 that no browser will run', async () => {
    const response = await headersOf(`${url}/assets/gone-Zz99.js`);
    expect(response.status).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-type']).not.toMatch(/javascript/);
  });
});
