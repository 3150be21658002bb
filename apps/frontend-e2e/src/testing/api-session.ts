import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { signInAs } from './sessions';

/** A signed-in user in a browser context of their own, with the token their page's calls carry. */
export interface ApiSession {
  context: BrowserContext;
  page: Page;
  token: string;
  uid: string;
}

/**
 * Signs `email` in as the demo /auth form does, in a context of its own so users never share a
 * session; the context's pages open signed in as that user.
 */
export async function signInSession(
  browser: Browser,
  baseUrl: string,
  email: string,
  viewport = { width: 1280, height: 800 },
): Promise<ApiSession> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page, ...(await signInAs(page, baseUrl, email)) };
}

/**
 * A JSON call from the session's page with its bearer token: the same origin, cookies and CSP as
 * the app's own calls, which a call from the test process would not have.
 */
export async function call<T>(
  session: ApiSession,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return session.page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body, token: session.token },
  );
}

/** Polls `read` until `done` holds: the read side catches up with the write side asynchronously. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Finishes the welcome setup over HTTP and waits until the profile says so, so /chat opens on the
 * chat (and its sidebar) rather than the setup wizard.
 */
export async function completeWelcomeSetup(session: ApiSession): Promise<void> {
  const done = await call(session, 'POST', '/api/user/onboarding', {
    industry_sectors: ['Health', 'Education'],
    disciplines: ['Architecture'],
    experience_level: 'senior',
    company_type: 'Architecture Firm',
  });
  if (done.status !== 200) throw new Error(`onboarding ${done.status}: ${JSON.stringify(done.body)}`);
  await eventually(
    () => call<{ onboarding_completed: boolean }>(session, 'GET', '/api/user/profile'),
    (r) => r.status === 200 && r.body.onboarding_completed,
    'the welcome setup to be recorded',
  );
}

/** A partner application (POST /api/partners/register) with a valid ABN, as a stair builder would send it. */
export function partnerApplication(company: string, email: string): Record<string, unknown> {
  return {
    company_name: company,
    contact_person: 'Sam Stairs',
    email,
    industry_sector: 'Commercial',
    phone: '0400 000 000',
    description: 'Timber and steel stair builders, Sydney.',
    country: 'AU',
    business_id_scheme: 'ABN',
    business_id_number: '51 824 753 556',
    manual_review_required: false,
  };
}
