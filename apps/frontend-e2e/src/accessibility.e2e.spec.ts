import { type Browser, type Page } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { seriousViolations } from './testing/axe';
import { productInBrowser } from './testing/browser-suite';
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

/** One browser session's screens at one viewport; each flow has its own context. */
interface Flow {
  browser: Browser;
  baseUrl: string;
  viewport: Viewport;
  findings: Findings;
}

/** Signed out: the public routes. */
async function signedOutRoutes({ browser, baseUrl, viewport, findings }: Flow): Promise<void> {
  const context = await contextAt(browser, viewport);
  await refuseAutomaticSignIn(context);
  const page = await context.newPage();
  for (const path of PUBLIC_ROUTES) {
    await checkRoute(page, baseUrl, `signed out ${path} @${viewport.name}`, path, findings);
  }
  await context.close();
}

/**
 * Signed in as the automatic demo user: the pages that differ, then the chat (empty, the sign-out
 * question, with an answer, the share dialog), every profile tab, and the shared link signed out.
 */
async function signedInScreens({ browser, baseUrl, viewport, findings }: Flow): Promise<void> {
  const at = viewport.name;
  const context = await contextAt(browser, viewport);
  const page = await context.newPage();
  for (const path of SIGNED_IN_ROUTES) {
    await checkRoute(page, baseUrl, `signed in ${path} @${at}`, path, findings);
  }
  await openRoute(page, baseUrl, '/chat');
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.waitFor();
  await check(page, `chat, empty @${at}`, findings);

  // On a phone the sidebar is behind the menu button.
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
  await context.close();

  // The shared conversation, opened signed out.
  const outside = await contextAt(browser, viewport);
  await refuseAutomaticSignIn(outside);
  const reader = await outside.newPage();
  await reader.goto(link);
  await reader.getByRole('heading', { level: 1, name: QUESTION }).waitFor();
  await check(reader, `signed out /share/:token @${at}`, findings);
  await outside.close();
}

/** The admin console, every tab, and the feedback dashboard. */
async function adminScreens({ browser, baseUrl, viewport, findings }: Flow): Promise<void> {
  const context = await contextAt(browser, viewport);
  const page = await context.newPage();
  await signInAs(page, baseUrl, ADMIN_EMAIL);
  await openRoute(page, baseUrl, '/admin');
  await page.getByRole('tab').first().waitFor({ timeout: 20_000 });
  await checkEachTab(page, `admin /admin @${viewport.name}`, findings);
  await checkRoute(page, baseUrl, `admin /admin/feedback @${viewport.name}`, '/admin/feedback', findings);
  await context.close();
}

/** The welcome setup, each step, as a user who has not done it yet. */
async function welcomeSetup({ browser, baseUrl, viewport, findings }: Flow): Promise<void> {
  const at = viewport.name;
  const context = await contextAt(browser, viewport);
  const page = await context.newPage();
  await signInAs(page, baseUrl, `new.${at}.${Date.now()}@firm.example`);
  await openRoute(page, baseUrl, '/chat');
  const step = (n: number) =>
    page.getByText(`Step ${n} of 4 - Setting up your personalized AI assistant`).waitFor();
  await step(1);
  await check(page, `welcome setup, step 1 @${at}`, findings);
  await pick(page, /Industry sectors/, 'commer');
  await check(page, `welcome setup, step 1 with a choice @${at}`, findings);
  await page.getByRole('button', { name: 'Next' }).click();
  await step(2);
  await check(page, `welcome setup, step 2 @${at}`, findings);
  await pick(page, /Disciplines/, 'hydraulic');
  await page.getByRole('button', { name: 'Next' }).click();
  await step(3);
  await page.getByText('Senior (8-15 years)', { exact: true }).click();
  await page.getByText('Engineering Consultancy', { exact: true }).click();
  await check(page, `welcome setup, step 3 @${at}`, findings);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: "You're all set!" }).waitFor();
  await check(page, `welcome setup, step 4 @${at}`, findings);
  await context.close();
}

/**
 * Issue 21, point 6: every screen passes axe with no serious or critical violations, at 1280x800
 * and on a 390 px phone: every route signed out and signed in, the chat empty and with an answer
 * (with the phone sidebar, the sign-out question and the share dialog open), every profile tab,
 * each welcome setup step, a shared conversation, Access Denied, and every admin console tab.
 * The sessions run side by side (each its own browser context) to keep the suite short.
 */
describe('browser: accessibility (axe) on every screen', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it.each(VIEWPORTS)(
    'has no serious or critical violations at $name px',
    async (viewport: Viewport) => {
      const flow: Flow = { browser, baseUrl: product.url, viewport, findings: {} };
      await Promise.all(
        [signedOutRoutes, signedInScreens, adminScreens, welcomeSetup].map((run) => run(flow)),
      );
      expect(flow.findings).toEqual({});
    },
    240_000,
  );
});
