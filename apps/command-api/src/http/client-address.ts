import { normalizeIp } from '@nestjs/throttler';
import { type Request } from 'express';

/**
 * The one source of a request's client address, for rate limits and sign-in throttling alike.
 * Express derives `request.ip` from the peer and the `TRUST_PROXY` setting (create-app.ts): with
 * the default no `X-Forwarded-For` is believed, so a client cannot pick the address it is counted
 * against. IPv4-mapped IPv6 peers count as their IPv4 address, and an IPv6 client as its /64 (one
 * host owns a whole /64 and could otherwise rotate addresses).
 */
export function clientAddress(request: Request): string {
  return normalizeIp(request.ip ?? request.socket.remoteAddress ?? '') || 'unknown';
}
