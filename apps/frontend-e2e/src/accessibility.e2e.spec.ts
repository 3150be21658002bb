import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { seriousViolations } from './testing/axe';
import { productInBrowser, SCREENSHOTS } from './testing/browser-suite';
import {
  contextAt,
  openRoute,
  refuseAutomaticSignIn,
  settle,
  signInAs,
  VIEWPORTS,
  type Viewport,
} from './testing/sessions';

const ADMIN_EMAIL = 'admin@firm.com.au';
const QUESTION = 'What is the NCC stair handrail height?';

/** Spec section 2's pages a visitor reaches signed out (the others send them to /auth). */
const PUBLIC_ROUTES = [
  '/',
  '/auth',
  '/pricing',
  '/payment-success',
  '/terms',
  '/privacy',
  '/partner-upload-policy',
  '/help',
  '/contact',
  '/feedback',
  '/v2-test',
];

/**
 * Signed in, these pages differ from the signed-out ones (header, plans, the vault) or exist only
 * signed in; /admin and /admin/feedback show Access Denied to a user who is not an admin.
 */
const SIGNED_IN_ROUTES = ['/', '/pricing', '/payment-success', '/knowledge', '/admin', '/admin/feedback'];

/** The serious and critical axe violations per screen, collected so one run lists them all. */
type Findings = Record<string, string[]>;

async function check(page: Page, screen: string, findings: Findings): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) findings[screen] = violations;
}

/**
 * Every tab of every tab list on the page, each selected in turn and checked: a tab another change
 * adds (an admin console tab, a profile tab) is covered without naming it here.
 */
async function checkEachTab(page: Page, screen: string, findings: Findings): Promise<void> {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  for (let index = 0; index < count; index++) {
    const tab = tabs.nth(index);
    const name = (await tab.innerText()).trim().replace(/\s+/g, ' ');
    await tab.click();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await check(page, `${screen}, tab ${name}`, findings);
  }
}

/** Checks `path` and, where its header has a menu button (phones), the header with the menu open. */
async function checkRoute(page: Page, baseUrl: string, screen: string, path: string, findings: Findings) {
  await openRoute(page, baseUrl, path);
  await check(page, screen, findings);
  const menu = page.getByRole('banner').getByRole('button', { expanded: false });
  if ((await menu.count()) > 0 && (await menu.first().isVisible())) {
    await menu.first().click();
    await check(page, `${screen}, menu open`, findings);
  }
}

/** Picks the first suggestion for `search` in one of the personalisation multi-selects. */
async function pick(page: Page, combobox: RegExp, search: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).fill(search);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/**
 * Issue 21, point 6: every screen passes axe with no serious or critical violations, at 1280x800
 * and on a 390 px phone: every route signed out and signed in, the chat empty and with an answer
 * (with the phone sidebar, the sign-out question and the share dialog open), every profile tab,
 * each welcome setup step, a shared conversation, Access Denied, and every admin console tab.
 */
describe('browser: accessibility (axe) on every screen', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it.each(VIEWPORTS)(
    'has no serious or critical violations at $name px',
    async (viewport: Viewport) => {
      const findings: Findings = {};
      const at = viewport.name;

      // Signed out: the public routes.
      const outside = await contextAt(browser, viewport);
      await refuseAutomaticSignIn(outside);
      const visitor = await outside.newPage();
      for (const path of PUBLIC_ROUTES) {
        await checkRoute(visitor, product.url, `signed out ${path} @${at}`, path, findings);
      }

      // Signed in as the automatic demo user: the pages that differ, then the chat.
      const demo = await contextAt(browser, viewport);
      const page = await demo.newPage();
      for (const path of SIGNED_IN_ROUTES) {
        await checkRoute(page, product.url, `signed in ${path} @${at}`, path, findings);
      }
      await openRoute(page, product.url, '/chat');
      const input = page.getByRole('textbox', { name: 'Your question' });
      await input.waitFor();
      await check(page, `chat, empty @${at}`, findings);

      const menu = page.getByRole('button', { name: 'Open sidebar' });
      const phone = await menu.isVisible();
      const openSidebar = async () => {
        if (phone) await menu.click();
      };
      await openSidebar();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('alertdialog').waitFor();
      await check(page, `chat, sign-out question${phone ? ', sidebar open' : ''} @${at}`, findings);
      await page.getByRole('button', { name: 'Cancel' }).click();
      if (phone) await page.keyboard.press('Escape');

      await input.fill(QUESTION);
      await input.press('Enter');
      await page.getByRole('button', { name: 'Helpful', exact: true }).waitFor({ timeout: 60_000 });
      await check(page, `chat, with an answer @${at}`, findings);

      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share conversation' });
      const linkField = dialog.getByRole('textbox', { name: 'Read-only link' });
      await linkField.waitFor();
      const link = await linkField.inputValue();
      await check(page, `chat, share dialog @${at}`, findings);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await openSidebar();
      await page.getByRole('button', { name: 'Profile & Settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Profile & Settings' }).waitFor();
      await settle(page);
      await checkEachTab(page, `profile @${at}`, findings);

      // A shared conversation, opened signed out.
      await visitor.goto(link);
      await visitor.getByRole('heading', { level: 1, name: QUESTION }).waitFor();
      await check(visitor, `signed out /share/:token @${at}`, findings);

      // The admin console, every tab, and the feedback dashboard.
      const adminContext = await contextAt(browser, viewport);
      const admin = await adminContext.newPage();
      await signInAs(admin, product.url, ADMIN_EMAIL);
      await openRoute(admin, product.url, '/admin');
      await admin.getByRole('tab').first().waitFor({ timeout: 20_000 });
      await checkEachTab(admin, `admin /admin @${at}`, findings);
      await checkRoute(admin, product.url, `admin /admin/feedback @${at}`, '/admin/feedback', findings);

      // The welcome setup, each step, as a user who has not done it yet.
      const newcomerContext = await contextAt(browser, viewport);
      const newcomer = await newcomerContext.newPage();
      await signInAs(newcomer, product.url, `new.${at}.${Date.now()}@firm.example`);
      await openRoute(newcomer, product.url, '/chat');
      const step = (n: number) =>
        newcomer.getByText(`Step ${n} of 4 - Setting up your personalized AI assistant`).waitFor();
      await step(1);
      await check(newcomer, `welcome setup, step 1 @${at}`, findings);
      await pick(newcomer, /Industry sectors/, 'commer');
      await check(newcomer, `welcome setup, step 1 with a choice @${at}`, findings);
      await newcomer.getByRole('button', { name: 'Next' }).click();
      await step(2);
      await check(newcomer, `welcome setup, step 2 @${at}`, findings);
      await pick(newcomer, /Disciplines/, 'hydraulic');
      await newcomer.getByRole('button', { name: 'Next' }).click();
      await step(3);
      await newcomer.getByText('Senior (8-15 years)', { exact: true }).click();
      await newcomer.getByText('Engineering Consultancy', { exact: true }).click();
      await check(newcomer, `welcome setup, step 3 @${at}`, findings);
      await newcomer.getByRole('button', { name: 'Next' }).click();
      await newcomer.getByRole('heading', { name: "You're all set!" }).waitFor();
      await check(newcomer, `welcome setup, step 4 @${at}`, findings);
      await newcomer.screenshot({ path: join(SCREENSHOTS, `21-6-wizard-summary-${at}.png`) });

      await Promise.all([outside, demo, adminContext, newcomerContext].map((context) => context.close()));
      expect(findings).toEqual({});
    },
    240_000,
  );
});
