import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type NextFunction, type Request, type Response } from 'express';
import { securityHeaders } from './security-headers';

/** The frontend image's nginx sends these on its pages (apps/frontend/docker/nginx.conf). */
const NGINX_PAGE_HEADERS = join(__dirname, '../../../frontend/docker/page-headers.conf');

function headersSentFor(path: string): Record<string, string> {
  const sent: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (sent[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete sent[name.toLowerCase()],
  } as unknown as Response;
  const next = jest.fn();
  securityHeaders()({ method: 'GET', path } as Request, response, next as NextFunction);
  expect(next).toHaveBeenCalledWith();
  return sent;
}

describe('securityHeaders', () => {
  it('gives nginx-served pages exactly the headers the API gives its own', () => {
    const nginx = Object.fromEntries(
      [...readFileSync(NGINX_PAGE_HEADERS, 'utf8').matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map(
        ([, name, value]) => [name!.toLowerCase(), value!],
      ),
    );
    expect(nginx).toEqual(headersSentFor('/chat'));
  });

  it('gives a hashed script only nosniff', () => {
    expect(headersSentFor('/assets/chat-Ab12.js')).toEqual({ 'x-content-type-options': 'nosniff' });
  });
});
