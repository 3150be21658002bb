import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { seriousViolations } from './testing/axe';
import { productInBrowser } from './testing/browser-suite';

const ARTIFACTS = resolve(__dirname, '../../../test-results/screenshots/routes');

/** Page names of the document titles ('<Page> | BuildMentor'), as src/config/paths.ts spells them. */
const TITLES: Record<string, string> = {
  '/': 'Home',
  '/auth': 'Sign In',
  '/pricing': 'Pricing',
  '/payment-success': 'Payment',
  '/admin': 'Admin Dashboard',
  '/admin/feedback': 'Feedback Dashboard',
  '/knowledge': 'Knowledge Vault',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/partner-upload-policy': 'Partner Upload Policy',
  '/help': 'Help Centre',
  '/contact': 'Contact',
  '/feedback': 'Feedback',
  '/v2-test': 'V2 Renderer Test',
  '/chat': 'Chat',
};

/** Every route of spec section 2. */
const ROUTES = Object.keys(TITLES);

/**
 * Where the spec sends a visitor who may not stay (section 2): signed out, /chat, /knowledge and
 * /admin go to /auth; signed in, /auth goes to /chat. A page still being built may not redirect
 * yet, so its own path is accepted too, with its own title. /chat may open on the welcome setup.
 */
const REDIRECTS: Record<'signed-out' | 'signed-in', Record<string, string[]>> = {
  'signed-out': { '/chat': ['/auth'], '/knowledge': ['/auth'], '/admin': ['/auth'] },
  'signed-in': { '/auth': ['/chat'] },
};
const EXTRA_TITLES: Record<string, string[]> = { '/chat': ['Welcome Setup'] };

/** The pages this issue built: also checked on a phone-sized screen. */
const STATIC_PAGES = ['/', '/terms', '/privacy', '/partner-upload-policy', '/help', '/contact', '/feedback'];

function slug(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
}

function acceptedTitles(path: string): string[] {
  return [TITLES[path]!, ...(EXTRA_TITLES[path] ?? [])].map((page) => `${page} | BuildMentor`);
}

/** Opens `path` (plus `search`) and waits until the routed page has rendered and set its title. */
async function open(
  page: Page,
  baseUrl: string,
  path: string,
  mode: 'signed-out' | 'signed-in',
  search = '',
) {
  await page.goto(`${baseUrl}${path}${search}`);
  const destinations = [path, ...(REDIRECTS[mode][path] ?? [])];
  const titles = destinations.flatMap(acceptedTitles);
  await page.waitForFunction((wanted) => wanted.includes(document.title), titles, { timeout: 20_000 });
  await page.locator('main').first().waitFor();
  // The page's own reads (the help page's status, the chat's history) settle before the picture.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const finalPath = new URL(page.url()).pathname;
  return { finalPath, destinations, title: await page.title() };
}

describe('browser: every route, signed out and signed in', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite), {}, ARTIFACTS);

  describe.each(['signed-out', 'signed-in'] as const)('%s', (mode) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      if (mode === 'signed-out') {
        // The demo session creates a user on every first visit; refusing that request leaves the
        // app without one, which is the signed-out state (nothing is saved in this fresh context).
        await context.route('**/api/auth/demo', (route) =>
          route.fulfill({
            status: 503,
            contentType: 'application/problem+json',
            body: JSON.stringify({
              type: 'about:blank',
              title: 'Unavailable',
              status: 503,
              code: 'unavailable',
              detail: 'Signed-out run',
            }),
          }),
        );
      }
      page = await context.newPage();
      if (mode === 'signed-in') {
        await open(page, product.url, '/', mode);
        await page.getByRole('link', { name: 'Go to Chat' }).waitFor();
      }
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(ROUTES)('%s: title, screenshot and no serious accessibility violations', async (path) => {
      const { finalPath, destinations, title } = await open(page, product.url, path, mode);

      expect(destinations).toContain(finalPath);
      expect(acceptedTitles(finalPath)).toContain(title);
      const header = page.getByRole('banner');
      if ((await header.count()) > 0 && STATIC_PAGES.includes(finalPath)) {
        const account = mode === 'signed-in' ? 'Go to Chat' : 'Sign In';
        await header.getByRole('link', { name: account }).waitFor();
      }
      if (finalPath === '/help') await page.getByText(/^Version /).waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `${mode}--${slug(path)}.png`), fullPage: true });

      expect(await seriousViolations(page)).toEqual([]);
    });

    it('sends an unknown path to /', async () => {
      await page.goto(`${product.url}/no-such-page`);
      await page.waitForURL(`${product.url}/`);
      await page.waitForFunction(() => document.title === 'Home | BuildMentor');
      expect(new URL(page.url()).pathname).toBe('/');
    });

    it('campaign variants: ?variant= changes the hero', async () => {
      await open(page, product.url, '/', mode, '?variant=multi-discipline');
      const hero = page.locator('section.hero');
      const label = mode === 'signed-in' ? 'Get Expert Advice' : 'Try Multi-Discipline AI';
      await hero.getByRole('link', { name: label }).waitFor();
      expect(await hero.getByRole('heading', { level: 1 }).textContent()).toContain(
        'structure, services, fire',
      );
    });
  });

  describe('phone-sized screen', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(STATIC_PAGES)('%s fits the width without sideways scrolling', async (path) => {
      await open(page, product.url, path, 'signed-in');
      if (path === '/help') await page.getByText(/^Version /).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      await page.screenshot({ path: join(ARTIFACTS, `mobile--${slug(path)}.png`), fullPage: true });
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
