import { existsSync, readdirSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { type NestExpressApplication } from '@nestjs/platform-express';

/** Hashed build assets: a new build writes new names, so a browser may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app shell: revalidated on every load, so a deploy is picked up at once. */
const REVALIDATE = 'no-cache';
/** Unhashed public files (the favicon). */
const SHORT = 'public, max-age=3600';

type Encoding = 'br' | 'gzip';
/** The build's precompressed siblings (apps/frontend/vite.config.ts writes them), best first. */
const SUFFIXES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  return extname(urlPath) === '.html' ? REVALIDATE : SHORT;
}

/**
 * The encoding to send of those on disk: brotli, then gzip, as the client's Accept-Encoding
 * allows (a q of 0 refuses one, `*` accepts any not named).
 */
export function pickEncoding(acceptEncoding: string | undefined, available: ReadonlySet<Encoding>) {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((w) => w !== undefined);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const accepted = (encoding: Encoding) => (q.get(encoding) ?? q.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find((e) => available.has(e) && accepted(e)) ?? null;
}

/** URL path (`/assets/x.js`) to the encodings precompressed for it, found once at startup. */
function findPrecompressed(root: string): Map<string, Set<Encoding>> {
  const found = new Map<string, Set<Encoding>>();
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      for (const [encoding, suffix] of Object.entries(SUFFIXES) as [Encoding, string][]) {
        if (!entry.isFile() || !entry.name.endsWith(suffix)) continue;
        const original = path.slice(0, -suffix.length);
        if (!existsSync(original)) continue;
        const url = `/${relative(root, original).split(sep).join('/')}`;
        found.set(url, (found.get(url) ?? new Set()).add(encoding));
      }
    }
  };
  walk(root);
  return found;
}

/**
 * Serves the built frontend from the same origin as the API (one URL for `npm start`). Hashed
 * assets are cached for a year, immutable; index.html is revalidated on every load; any other GET
 * outside /api that wants HTML gets index.html, so client-side routes survive a reload. A file
 * the build precompressed goes out as its .br or .gz (Content-Encoding, Vary: Accept-Encoding);
 * anything else is compressed on the fly by responseCompression (create-app.ts).
 */
export function serveFrontend(app: NestExpressApplication, directory: string): void {
  const root = resolve(directory);
  const index = join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`STATIC_DIR: ${root} has no index.html (build the frontend first)`);
  const precompressed = findPrecompressed(root);
  /**
   * Sends the build's best copy of `urlPath` this client accepts; false when there is none to
   * send. `fallback` answers instead if the copy is gone since startup (a rebuild in place).
   */
  const sendPrecompressed = (request: Request, response: Response, urlPath: string, fallback: () => void) => {
    const available = precompressed.get(urlPath);
    if (!available) return false;
    response.vary('Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding'], available);
    if (!encoding) return false;
    response.type(extname(urlPath));
    response.setHeader('Content-Encoding', encoding);
    response.setHeader('Cache-Control', cacheControlFor(urlPath));
    const file = join(root, `${urlPath}${SUFFIXES[encoding]}`);
    response.sendFile(file, { cacheControl: false }, (error?: Error) => {
      if (!error || response.headersSent) return;
      response.removeHeader('Content-Encoding');
      fallback();
    });
    return true;
  };
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!sendPrecompressed(request, response, request.path, next)) next();
  });
  const setHeaders = (response: Response, path: string) =>
    response.setHeader('Cache-Control', cacheControlFor(`/${relative(root, path).split(sep).join('/')}`));
  app.use(
    '/assets',
    express.static(join(root, 'assets'), { cacheControl: false, setHeaders, fallthrough: false }),
  );
  app.use(express.static(root, { index: false, cacheControl: false, setHeaders }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.path.startsWith('/api') || !request.accepts('html'))
      return next();
    // The shell of every client route: its precompressed copy too (it is under 1 KiB, which the
    // on-the-fly compression leaves alone).
    const sendIndex = () => response.sendFile(index);
    response.setHeader('Cache-Control', REVALIDATE);
    if (!sendPrecompressed(request, response, '/index.html', sendIndex)) sendIndex();
  });
}
