import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { AFTER_TRIAL_NEXT_STEP } from '@buildmentor/contracts/plans';
import { type RunningProduct } from '@buildmentor/test-harness';
import { seriousViolations } from './testing/axe';
import { productInBrowser, SCREENSHOTS } from './testing/browser-suite';
import { askAndWait } from './testing/chat';

const EXHAUSTED = 'You have used all your free questions. Please upgrade to continue.';
const NEXT_STEP =
  'Continue free on Starter with 3 questions per day, or upgrade to Pro for unlimited questions.';
const HISTORY_HINT =
  'No chat history on the Starter plan. Upgrade to Pro to see and search your past conversations.';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Chat sidebar' });
const planBox = (page: Page) => sidebar(page).getByRole('region', { name: 'Your plan' });

/** Writes `21-4-<name>-1280.png` and `21-4-<name>-390.png`; on the phone the chat sidebar is opened first. */
async function screenshots(
  page: Page,
  name: string,
  { sidebarOnPhone = false, fullPage = false } = {},
): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: join(SCREENSHOTS, `21-4-${name}-1280.png`), fullPage });
  await page.setViewportSize(PHONE);
  if (sidebarOnPhone) {
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    // The sidebar slides in: wait until it has arrived at the left edge.
    await page.waitForFunction(
      () => Math.abs(document.querySelector('.chat-sidebar')?.getBoundingClientRect().left ?? -1) < 0.5,
    );
  }
  await page.screenshot({ path: join(SCREENSHOTS, `21-4-${name}-390.png`), fullPage });
  if (sidebarOnPhone) await sidebar(page).getByRole('button', { name: 'Close sidebar' }).click();
  await page.setViewportSize(DESKTOP);
}

/**
 * Issue 21, point 4: the plans say the same thing everywhere. Only Starter shows a Daily Booster;
 * a used-up trial, /pricing and Starter agree on what comes next (Starter free, or Pro); Starter
 * has no chat history; a plan chosen while signed out resumes its checkout after sign-in.
 */
describe('browser: coherent plan messages', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it('a trial shows no Daily Booster; used up, the chat, /pricing and Starter agree; Starter has the booster and no history', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${product.url}/chat`);
    await page.getByRole('textbox', { name: 'Your question' }).waitFor({ timeout: 30_000 });
    await planBox(page).getByText('3 questions remaining').waitFor();
    expect(await planBox(page).getByText('Daily Booster').count()).toBe(0);

    // The trial's three questions, then the blocked input says what comes next.
    await askAndWait(page, 'What is the NCC stair handrail height?', 1);
    await askAndWait(page, 'How do I size roof gutters to AS 3500.3?', 2);
    await askAndWait(page, 'Which wind classification applies to a coastal site?', 3);
    const warning = page.locator('.trial-warning');
    await warning.getByText(EXHAUSTED).waitFor();
    await warning.getByText(NEXT_STEP).waitFor();
    expect(AFTER_TRIAL_NEXT_STEP).toBe(NEXT_STEP);
    expect(await page.getByRole('textbox', { name: 'Your question' }).isDisabled()).toBe(true);
    expect(await planBox(page).getByText('Daily Booster').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'trial-exhausted');
    await screenshots(page, 'plan-box-trial-no-booster', { sidebarOnPhone: true });

    // /pricing offers the same next step on the Starter card, which lists the same allowance.
    await warning.getByRole('link', { name: 'View plans' }).click();
    await page.waitForURL('**/pricing');
    const starter = page.getByRole('article', { name: 'Starter', exact: true });
    await starter.getByText('Your free trial is used up: continue free here').waitFor();
    await starter
      .getByRole('list', { name: 'Starter features' })
      .getByText('3 questions per day')
      .first()
      .waitFor();
    await starter.getByText('Daily Booster: 1 extra question per day').waitFor();
    await starter.getByRole('list', { name: 'Starter limitations' }).getByText('No chat history').waitFor();
    const pro = page.getByRole('article', { name: 'Pro', exact: true });
    await pro.getByRole('list', { name: 'Pro features' }).getByText('Unlimited questions').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'pricing-trial-exhausted', { fullPage: true });

    // Continuing free activates Starter: 3 a day and the booster, no history.
    await starter.getByRole('button', { name: 'Continue Free' }).click();
    await page.waitForURL('**/chat');
    await planBox(page).getByRole('heading', { name: 'Starter' }).waitFor({ timeout: 20_000 });
    await planBox(page).getByText('0 of 3 questions used today').waitFor();
    await planBox(page).getByText('Daily Booster').waitFor();
    await planBox(page).getByText('1 remaining out of 1').waitFor();
    const hint = sidebar(page).getByRole('region', { name: 'Chat history' });
    await hint.getByText(HISTORY_HINT).waitFor();
    expect(await sidebar(page).getByRole('navigation', { name: 'Recent conversations' }).count()).toBe(0);
    expect(await sidebar(page).getByRole('searchbox', { name: 'Search conversations' }).count()).toBe(0);
    const input = page.getByRole('textbox', { name: 'Your question' });
    expect(await input.isEnabled()).toBe(true);
    expect(await page.locator('.trial-warning').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'plan-box-starter-booster', { sidebarOnPhone: true });

    // The server agrees: no history for Starter.
    const status = await page.evaluate(async () => {
      const stored = JSON.parse(window.localStorage.getItem('demo_user') ?? 'null') as {
        token?: string;
      } | null;
      const response = await fetch('/api/chat/history', {
        headers: { Authorization: `Bearer ${stored?.token ?? ''}` },
      });
      return response.status;
    });
    expect(status).toBe(403);
    expect(failures).toEqual([]);
    await page.close();
  });

  it('a Pro user sees no Daily Booster and keeps chat history', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${product.url}/chat?user_type=pro`);
    await page.getByRole('textbox', { name: 'Your question' }).waitFor({ timeout: 30_000 });
    await planBox(page).getByRole('heading', { name: 'Pro Plan' }).waitFor();
    expect(await planBox(page).getByText('Daily Booster').count()).toBe(0);
    await sidebar(page).getByRole('navigation', { name: 'Recent conversations' }).waitFor();
    await screenshots(page, 'plan-box-pro-no-booster', { sidebarOnPhone: true });
    await page.close();
  });

  it("signed out, choosing Pro on /pricing and signing in on the demo form goes straight to Pro's checkout", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${product.url}/chat`);
    await page.getByRole('textbox', { name: 'Your question' }).waitFor({ timeout: 30_000 });
    await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Yes, sign out' }).click();
    await page.waitForURL('**/auth');

    // Signed out (no reload, so no new automatic demo user): the header's Pricing link.
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    const pro = page.getByRole('article', { name: 'Pro', exact: true });
    await pro.getByRole('button', { name: 'Start Pro' }).click();
    await page.waitForURL(/\/auth\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/pricing?plan=pro');

    await page.getByLabel('Email', { exact: true }).fill('plan-chooser@firm.com.au');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL(/\/payment-demo\?session_id=demo_cs_/, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Demo Checkout' }).waitFor();
    await page.getByLabel('Order summary').getByText('$17.90 per month').waitFor();
    await page.close();
  });
});

/** The same return to a chosen plan's checkout after signing up on the password form. */
describe('browser: a plan chosen signed out resumes after sign-up (password mode)', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite), { AUTH_MODE: 'password' });

  it("signed out, choosing Pro-Plus on /pricing and creating an account goes straight to Pro-Plus's checkout", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const password = 'Gutter-Sizing-To-AS3500';
    await page.goto(`${product.url}/pricing`);
    const plus = page.getByRole('article', { name: 'Pro-Plus', exact: true });
    await plus.getByRole('button', { name: 'Start Pro-Plus' }).click();
    await page.waitForURL(/\/auth\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/pricing?plan=consultant');

    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Email', { exact: true }).fill(`plus.${Date.now()}@firm.example`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(/\/payment-demo\?session_id=demo_cs_/, { timeout: 20_000 });
    await page.getByLabel('Order summary').getByText('$38.90 per month').waitFor();
    await page.close();
  });
});
