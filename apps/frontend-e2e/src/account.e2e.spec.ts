import { join, resolve } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { seriousViolations } from './testing/axe';
import { productInBrowser } from './testing/browser-suite';

const ARTIFACTS = resolve(__dirname, '../../../test-results/screenshots');

/** Picks the first suggestion for `search` in one of the personalisation multi-selects. */
async function pick(page: Page, combobox: RegExp, search: string): Promise<void> {
  const field = page.getByRole('combobox', { name: combobox });
  await field.fill(search);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** The verification link of the last mail to `to` in the API's JSON log lines. */
function verificationLink(apiLog: string, to: string): string {
  const mails = apiLog
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { to?: string; text?: string })
    .filter((entry) => entry.to === to && entry.text?.includes('/auth?verify='));
  const text = mails.at(-1)?.text;
  const link = text && /https?:\/\/\S+\/auth\?verify=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no verification mail to ${to} in the API log`);
  return link;
}

async function openPersonalization(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile & Settings' }).click();
  await page.getByRole('heading', { level: 1, name: 'Profile & Settings' }).waitFor();
  await page.getByRole('tab', { name: 'Personalization' }).click();
  await page.getByRole('button', { name: 'Save Personalization Settings' }).waitFor();
}

/**
 * Password mode end to end: a visitor signs up at /auth, completes the welcome setup, edits the
 * preferences in the profile screen and finds them there again after reloading the page.
 */
describe('browser: account, welcome setup and profile (password mode)', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite), { AUTH_MODE: 'password', LOG_LEVEL: 'info' });

  it('signs up, completes the wizard, saves preferences and sees them persisted after a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const email = `pat.${Date.now()}@firm.example`;
    const password = 'Gutter-Sizing-To-AS3500';

    // Password mode creates nobody: /chat sends the visitor to /auth, which has no demo notice.
    await page.goto(`${product.url}/chat`);
    await page.waitForURL('**/auth');
    await page.getByRole('heading', { level: 1, name: 'Sign in to BuildMentor' }).waitFor();
    expect(await page.getByRole('note', { name: 'Demo mode' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    // The new account lands in the welcome setup, which replaces the chat.
    await page.waitForURL('**/chat');
    await page.getByText('Step 1 of 4 - Setting up your personalized AI assistant').waitFor();
    expect(await page.title()).toBe('Welcome Setup | BuildMentor');
    await pick(page, /Industry sectors/, 'health');
    await page.getByRole('combobox', { name: /Industry sectors/ }).fill('i');
    await page.keyboard.press('ArrowDown');
    expect(await seriousViolations(page)).toEqual([]);
    await pick(page, /Industry sectors/, 'commer');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 4 - Setting up your personalized AI assistant').waitFor();
    await pick(page, /Disciplines/, 'hydraulic');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 3 of 4 - Setting up your personalized AI assistant').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByText('Senior (8-15 years)', { exact: true }).click();
    await page.getByText('Engineering Consultancy', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    await page.getByText('Smart AI Personalization Active!').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'account-wizard-summary.png'), fullPage: true });
    await page.getByRole('button', { name: 'Start Using BuildMentor' }).click();

    // Onboarding done: the chat, with the user's email in the sidebar and a notice that it is
    // not verified yet.
    await page.getByRole('textbox', { name: 'Your question' }).waitFor({ timeout: 30_000 });
    const sidebar = page.getByRole('complementary', { name: 'Chat sidebar' });
    await sidebar.getByTitle(email).waitFor();
    await sidebar.getByRole('region', { name: 'Email verification' }).waitFor();

    // The link from the sign-up mail (the default mail adapter writes it to the API's log)
    // verifies the address, and the notice goes away.
    const link = verificationLink(product.apiLog(), email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await page.getByRole('link', { name: 'Continue to BuildMentor' }).click();
    await page.getByRole('textbox', { name: 'Your question' }).waitFor({ timeout: 30_000 });
    await sidebar.getByTitle(email).waitFor();
    expect(await sidebar.getByRole('region', { name: 'Email verification' }).count()).toBe(0);

    // The profile shows what the wizard saved; add a discipline and custom instructions.
    await openPersonalization(page);
    await page.getByRole('button', { name: 'Remove Hydraulic Engineering / Plumbing' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await pick(page, /Disciplines/, 'acoustic');
    await page.getByRole('button', { name: 'Remove Acoustic Engineering' }).waitFor();
    await page.getByRole('textbox', { name: 'Custom instructions' }).fill('Always cite the NCC clause.');
    await page.getByRole('button', { name: 'Save Personalization Settings' }).click();
    await page.getByText('Your preferences have been saved successfully!').waitFor();

    // After a reload the session is restored, onboarding stays done and the changes are there.
    await page.reload();
    await page.getByRole('textbox', { name: 'Your question' }).waitFor({ timeout: 30_000 });
    await openPersonalization(page);
    await page.getByRole('button', { name: 'Remove Acoustic Engineering' }).waitFor();
    await page.getByRole('button', { name: 'Remove Hydraulic Engineering / Plumbing' }).waitFor();
    await page.getByRole('button', { name: 'Remove Health' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Custom instructions' }).inputValue()).toBe(
      'Always cite the NCC clause.',
    );
    expect(await page.getByRole('radio', { name: 'Senior (8-15 years)' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Engineering Consultancy' }).isChecked()).toBe(true);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText('AI Personalization Active').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'account-profile-after-reload.png'), fullPage: true });
    await page.close();
  });
});
