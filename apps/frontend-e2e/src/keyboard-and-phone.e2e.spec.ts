import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { productInBrowser, SCREENSHOTS } from './testing/browser-suite';
import { focused, tabThroughPage, tabTo, withoutRing } from './testing/keyboard';
import { contextAt, openRoute, refuseAutomaticSignIn, signInAs, VIEWPORTS } from './testing/sessions';

const QUESTION = 'What is the NCC stair handrail height?';
const ADMIN_EMAIL = 'admin@firm.com.au';

/** Pages whose whole tab order is walked for a focus ring, as the demo user and as an admin. */
const RING_PAGES = {
  demo: ['/', '/pricing', '/help', '/contact', '/feedback', '/knowledge', '/chat'],
  admin: ['/admin', '/admin/feedback'],
};
const [DESKTOP, PHONE] = VIEWPORTS as [(typeof VIEWPORTS)[0], (typeof VIEWPORTS)[0]];

/** The public pages with the site header, checked on a phone. */
const HEADER_PAGES = ['/', '/pricing', '/auth', '/terms', '/help', '/contact'];

/** The page's height of `selector` and whether anything makes the page scroll sideways. */
async function measure(page: Page, selector: string): Promise<{ height: number; scrollWidth: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return { height: box.height, scrollWidth };
}

/**
 * Issue 21, point 6: the key flows by keyboard alone (Tab, Shift+Tab, Enter, Escape), with a
 * visible focus ring on every element reached, and a phone header no taller than 80 px.
 */
describe('browser: keyboard only, and the header on a phone', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it('goes from the landing page to pricing, and signs in at /auth, by keyboard', async () => {
    const context = await contextAt(browser, DESKTOP);
    await refuseAutomaticSignIn(context);
    const page = await context.newPage();
    await openRoute(page, product.url, '/');

    // The first Tab shows the skip link; Enter moves focus to the page's main content.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Skip to main content', ringShown: true });
    expect(await page.getByRole('link', { name: 'Skip to main content' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.keyboard.press('Shift+Tab');
    const visited = await tabTo(page, /^Pricing$/, { backwards: true });
    await page.screenshot({ path: join(SCREENSHOTS, '21-6-focus-ring-1280.png') });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pricing');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    visited.push(...(await tabTo(page, /Sign In/)));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/auth');

    // The demo sign-in: Email, Password, then Enter submits.
    const email = `keyboard.${Date.now()}@firm.example`;
    visited.push(...(await tabTo(page, /^Email$/)));
    await page.keyboard.type(email);
    visited.push(...(await tabTo(page, /^Password$/)));
    await page.keyboard.type('any-password');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/chat');
    await page.waitForFunction(() => /^(Chat|Welcome Setup) \| BuildMentor$/.test(document.title));

    expect(withoutRing(visited)).toEqual([]);
    await context.close();
  }, 60_000);

  it('asks, opens the sidebar, the profile and the dialogs on a phone by keyboard', async () => {
    const context = await contextAt(browser, PHONE);
    const page = await context.newPage();
    await openRoute(page, product.url, '/chat');
    await page.getByRole('textbox', { name: 'Your question' }).waitFor();

    // Type a question and send it with Enter.
    const visited = await tabTo(page, /^Your question$/);
    expect(visited[0]?.name).toBe('Skip to main content');
    await page.keyboard.type(QUESTION);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Helpful', exact: true }).waitFor({ timeout: 60_000 });

    // The phone's chat header holds in one row.
    const bar = await measure(page, '.chat__bar');
    await page.screenshot({ path: join(SCREENSHOTS, '21-6-chat-answer-390.png') });
    expect(bar.height).toBeLessThanOrEqual(80);
    expect(bar.scrollWidth).toBeLessThanOrEqual(PHONE.width);

    // The share dialog keeps focus inside while open; Escape closes it and focus returns.
    visited.push(...(await tabTo(page, /^Share$/, { backwards: true })));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share conversation' });
    await dialog.getByRole('textbox', { name: 'Read-only link' }).waitFor();
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await focused(page)).name).toBe('Share');

    // The sidebar menu: Enter opens it (focus moves in), Escape closes it (focus returns).
    visited.push(...(await tabTo(page, /^Open sidebar$/, { backwards: true })));
    const menu = page.getByRole('button', { name: 'Open sidebar' });
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const sidebar = page.getByRole('complementary', { name: 'Chat sidebar' });
    expect(await sidebar.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, '21-6-chat-sidebar-open-390.png') });
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page)).name).toBe('Open sidebar');

    // The sign-out question: focus on the safe answer, Escape closes it and focus returns.
    await page.keyboard.press('Enter');
    visited.push(...(await tabTo(page, /^Sign out$/)));
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    expect((await focused(page)).name).toBe('Cancel');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    expect((await focused(page)).name).toBe('Sign out');

    // Profile & Settings, and back to the chat.
    visited.push(...(await tabTo(page, /^Profile & Settings$/, { backwards: true })));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Profile & Settings' }).waitFor();
    visited.push(...(await tabTo(page, /Back to Chat/, { backwards: true })));
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Your question' }).waitFor();
    expect((await focused(page)).name).toBe('Open sidebar');

    expect(withoutRing(visited)).toEqual([]);
    await context.close();
  }, 90_000);

  it('shows a focus ring on every element in the tab order of each page', async () => {
    const missing: string[] = [];
    for (const [who, paths] of Object.entries(RING_PAGES)) {
      const context = await contextAt(browser, DESKTOP);
      const page = await context.newPage();
      if (who === 'admin') await signInAs(page, product.url, ADMIN_EMAIL);
      for (const path of paths) {
        await openRoute(page, product.url, path);
        const visited = await tabThroughPage(page);
        expect([path, visited.length > 3]).toEqual([path, true]);
        missing.push(...withoutRing(visited).map((element) => `${path}: ${element}`));
        if (path === '/chat') {
          // The chat's first Tab stop skips the sidebar.
          expect(visited[0]?.name).toBe('Skip to main content');
          await page.keyboard.press('Tab');
          await page.screenshot({ path: join(SCREENSHOTS, '21-6-chat-skip-link-1280.png') });
        }
      }
      await context.close();
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it.each(['signed out', 'signed in'])(
    'keeps the site header within 80 px on a 390 px phone, %s, with its menu by keyboard',
    async (who) => {
      const context = await contextAt(browser, PHONE);
      if (who === 'signed out') await refuseAutomaticSignIn(context);
      const page = await context.newPage();
      const slug = who.replace(' ', '-');
      const tooBig: string[] = [];
      for (const path of HEADER_PAGES) {
        if (who === 'signed in' && path === '/auth') continue; // signed in, /auth is the chat
        await openRoute(page, product.url, path);
        const { height, scrollWidth } = await measure(page, 'header.site-header');
        if (height > 80 || scrollWidth > PHONE.width)
          tooBig.push(`${path}: ${height} px tall, ${scrollWidth} px wide`);
      }
      expect(tooBig).toEqual([]);

      // The menu button opens the links (Enter), Escape closes them and focus returns.
      await openRoute(page, product.url, '/');
      await page.screenshot({ path: join(SCREENSHOTS, `21-6-header-${slug}-390.png`) });
      const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      const visited = await tabTo(page, /^Menu$/);
      await page.keyboard.press('Enter');
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(true);
      visited.push(...(await tabTo(page, /^Pricing$/)));
      await page.screenshot({ path: join(SCREENSHOTS, `21-6-header-menu-open-${slug}-390.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect((await focused(page)).name).toBe('Menu');
      expect(await nav.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(false);
      expect(withoutRing(visited)).toEqual([]);

      // At 1280 px there is no menu button: the links show in the header row.
      await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
      expect(await menu.isVisible()).toBe(false);
      expect(await nav.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(true);
      await page.screenshot({ path: join(SCREENSHOTS, `21-6-header-${slug}-1280.png`) });
      await context.close();
    },
    60_000,
  );
});
