import { type AppConfig } from './config.schema';

/**
 * The URL users open, without a trailing slash: `PUBLIC_URL` when set, else derived from HOST and
 * PORT (a loopback or wildcard HOST is reached as `localhost`). Start-up prints it, and every link
 * the server writes (verification and reset mails, the OIDC redirect) starts with it, so a link
 * opens on the same origin as the session it belongs to.
 */
export function publicUrl(config: Pick<AppConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host =
    config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' || config.HOST === '::'
      ? 'localhost'
      : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}
