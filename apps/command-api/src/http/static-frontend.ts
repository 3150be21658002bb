import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { type NestExpressApplication } from '@nestjs/platform-express';

/**
 * Serves the built frontend from the same origin as the API (one URL for `npm start`). Hashed
 * assets are cached for a year; any other GET outside /api that wants HTML gets index.html, so
 * client-side routes survive a reload.
 */
export function serveFrontend(app: NestExpressApplication, directory: string): void {
  const root = resolve(directory);
  const index = join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`STATIC_DIR: ${root} has no index.html (build the frontend first)`);
  app.use(
    '/assets',
    express.static(join(root, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(express.static(root, { index: false, maxAge: '1h' }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.path.startsWith('/api') || !request.accepts('html'))
      return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
