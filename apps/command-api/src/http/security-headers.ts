import { extname } from 'node:path';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';

/**
 * Hashed build files a browser only ever runs or applies inside a page, never shows as a page of
 * their own: scripts, styles, fonts and raster images. An SVG or HTML file can be opened as a
 * document (and an SVG can carry script), so those keep the page headers.
 */
const SUBRESOURCE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.woff',
  '.woff2',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.avif',
  '.ico',
]);

export function isHashedSubresource(urlPath: string): boolean {
  return urlPath.startsWith('/assets/') && SUBRESOURCE.has(extname(urlPath).toLowerCase());
}

/**
 * helmet's headers on every response but the hashed subresources (docs/security.md, The browser).
 * CSP, frame-ancestors and X-Frame-Options, COOP, the referrer policy and the rest govern a
 * document; on a script or a stylesheet they do nothing and cost about 600 bytes each, which on a
 * page of 20 chunks is more than some of the chunks. Those get only `nosniff`, which does act on
 * them: the browser refuses to run a script or apply a style whose Content-Type does not say so.
 */
export function securityHeaders(): RequestHandler {
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  return (request: Request, response: Response, next: NextFunction) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isHashedSubresource(request.path)) {
      response.setHeader('X-Content-Type-Options', 'nosniff');
      return next();
    }
    return pageHeaders(request, response, next);
  };
}
