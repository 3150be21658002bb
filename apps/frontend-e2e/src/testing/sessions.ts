import { type Browser, type BrowserContext, type Page } from 'playwright-core';

export interface Viewport {
  name: string;
  width: number;
  height: number;
}

/** The two screens the issue asks for: a laptop and a 390 px phone. */
export const VIEWPORTS: Viewport[] = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
];

/** A fresh browser context at `viewport` (a phone is a touch device, as a real one). */
export function contextAt(browser: Browser, viewport: Viewport): Promise<BrowserContext> {
  const phone = viewport.width < 600;
  return browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: phone,
    hasTouch: phone,
  });
}

/**
 * Makes `context` a signed-out visitor: the automatic demo sign-in (method 'auto', which demo mode
 * runs on every first visit) is refused, while a sign-in the visitor asks for at /auth still goes
 * through.
 */
export async function refuseAutomaticSignIn(context: BrowserContext): Promise<void> {
  await context.route('**/api/auth/demo', async (route) => {
    const body = route.request().postDataJSON() as { method?: string } | null;
    if (body?.method !== 'auto') return route.continue();
    return route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503, detail: 'Signed out' }),
    });
  });
}

/**
 * Signs `email` in as the demo /auth form does (POST /api/auth/demo) and keeps the session where
 * the app keeps it, so the context's next page opens signed in as that user.
 */
export async function signInAs(
  page: Page,
  baseUrl: string,
  email: string,
): Promise<{ token: string; uid: string }> {
  await page.goto(`${baseUrl}/terms`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  return page.evaluate(async (address) => {
    const response = await fetch('/api/auth/demo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: address, method: 'sign_in' }),
    });
    if (!response.ok) throw new Error(`sign-in ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { user: { uid: string }; token: string };
    window.localStorage.setItem('demo_user', JSON.stringify({ user: body.user, token: body.token }));
    return { token: body.token, uid: body.user.uid };
  }, email);
}

/** Opens `path` and waits until the routed page has rendered and its reads have settled. */
export async function openRoute(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await settle(page);
}

/** Waits for a page's main content, then for its network reads to go quiet (bounded). */
export async function settle(page: Page): Promise<void> {
  await page.locator('main, [role="main"]').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}
