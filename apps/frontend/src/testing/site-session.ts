import { authUser, storeSession } from './fixtures';
import { installFetch, problem, type RouteHandler } from './fetch-mock';

/** The server's sign-in offer in demo mode (GET /api/auth/config). */
const DEMO_CONFIG: RouteHandler = { body: { mode: 'demo', google_enabled: true, min_password_length: 6 } };

/**
 * A visitor without a session: the server refuses to create the automatic demo user, so the
 * provider ends with no user (its console.error about that is expected and silenced).
 */
export function visitSignedOut(routes: Record<string, RouteHandler> = {}) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return installFetch({
    'GET /api/auth/config': DEMO_CONFIG,
    'POST /api/auth/demo': problem(503, 'unavailable', 'Try again later.'),
    ...routes,
  });
}

/** A restored session for `email`; `routes` answer the page's own reads. */
export function visitSignedIn(email = 'pat@firm.example', routes: Record<string, RouteHandler> = {}) {
  const server = installFetch({ 'GET /api/auth/config': DEMO_CONFIG, ...routes });
  storeSession(authUser({ email }));
  return server;
}
