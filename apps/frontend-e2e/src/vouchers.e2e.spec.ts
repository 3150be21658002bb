import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { seriousViolations } from './testing/axe';
import { productInBrowser, SCREENSHOTS } from './testing/browser-suite';
import { completeWelcomeSetup, signInSession } from './testing/api-session';

const ADMIN_EMAIL = 'admin@firm.com.au';
const LUCKY_EMAIL = 'lucky.lee@firm.example';
const DAY_PASS_EMAIL = 'dana.day@firm.example';
const CHOSEN_CODE = 'EXPO-2026';
const NOTE = 'Trade show, stand 42';
const REVOKE_REASON = 'Posted on a public forum';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Full-page screenshots at 1280x800 and 390x844, named `21-1-<name>-1280.png` / `-390.png`. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: join(SCREENSHOTS, `21-1-${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(SCREENSHOTS, `21-1-${name}-390.png`), fullPage: true });
  await page.setViewportSize(WIDE);
}

/** The "Have a voucher?" card on the page: types the code and presses Enter (keyboard only). */
async function redeem(page: Page, code: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Voucher code' });
  await field.fill(code);
  await field.press('Enter');
}

/**
 * Issue 21, point 1: an admin creates vouchers in the console (a chosen code and a generated one),
 * users redeem them from /pricing and from Profile and see their plan change, the admin list shows
 * who redeemed, the admin revokes with a reason, and the Audit tab shows both decisions.
 */
describe('browser: vouchers from the admin console to a redeemed plan', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it('creates, redeems on /pricing and in Profile, lists redeemers, revokes and audits', async () => {
    // The admin creates a voucher with a chosen code in the Vouchers tab.
    const admin = await signInSession(browser, product.url, ADMIN_EMAIL, WIDE);
    const adminPage = admin.page;
    await adminPage.goto(`${product.url}/admin`);
    await adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor({ timeout: 20_000 });
    await adminPage.getByRole('tab', { name: 'Vouchers' }).click();
    const tab = adminPage.getByRole('tabpanel', { name: 'Vouchers' });
    await tab.getByText('No vouchers yet.').waitFor({ timeout: 15_000 });
    const form = tab.getByRole('form', { name: 'Create a voucher' });
    await form.getByRole('textbox', { name: 'Code (optional)' }).fill(CHOSEN_CODE.toLowerCase());
    await form.getByRole('combobox', { name: 'Plan' }).selectOption({ label: 'Pro' });
    await form.getByRole('spinbutton', { name: 'Duration (days)' }).fill('30');
    await form.getByRole('spinbutton', { name: 'Number of uses' }).fill('5');
    await form.getByLabel('Last day to redeem (optional)').fill(`${new Date().getFullYear() + 1}-06-30`);
    await form.getByRole('textbox', { name: 'Note (optional)' }).fill(NOTE);
    await screenshots(adminPage, 'admin-vouchers-create');
    await form.getByRole('button', { name: 'Create voucher' }).click();
    await form.getByText(`Voucher ${CHOSEN_CODE} created.`).waitFor({ timeout: 15_000 });
    const chosen = tab.getByRole('listitem', { name: `Voucher ${CHOSEN_CODE}` });
    await chosen.waitFor({ timeout: 15_000 });
    await chosen.getByText('0 of 5').waitFor();
    await chosen.getByText(NOTE).waitFor();
    await chosen.getByText('Not redeemed yet').waitFor();
    await chosen.getByText(ADMIN_EMAIL).waitFor();

    // And one with a generated code: the code field left empty.
    await form.getByRole('combobox', { name: 'Plan' }).selectOption({ label: 'Day Pass' });
    await form.getByRole('spinbutton', { name: 'Duration (days)' }).fill('1');
    await form.getByRole('spinbutton', { name: 'Number of uses' }).fill('1');
    await form.getByRole('button', { name: 'Create voucher' }).click();
    const createdLine = form.getByText(/^Voucher BM-[A-Z2-9]{4}-[A-Z2-9]{4} created\.$/);
    await createdLine.waitFor({ timeout: 15_000 });
    const generatedCode = /BM-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await createdLine.textContent()) ?? '')![0];
    const generated = tab.getByRole('listitem', { name: `Voucher ${generatedCode}` });
    await generated.waitFor({ timeout: 15_000 });
    await generated.getByText('Day Pass · 1 day').waitFor();
    await generated.getByText('0 of 1').waitFor();

    // A user redeems the chosen code on /pricing, by keyboard, and sees the plan change.
    const lucky = await signInSession(browser, product.url, LUCKY_EMAIL, WIDE);
    await completeWelcomeSetup(lucky);
    const pricing = lucky.page;
    await pricing.goto(`${product.url}/pricing`);
    await pricing.getByRole('heading', { name: 'Have a voucher?' }).waitFor({ timeout: 20_000 });
    const proCard = pricing.getByRole('article', { name: 'Pro', exact: true });
    expect(await proCard.getByText('Your current plan').count()).toBe(0);
    await redeem(pricing, CHOSEN_CODE.toLowerCase());
    await pricing
      .getByRole('status')
      .filter({ hasText: /^Voucher redeemed: Pro Plan is active until / })
      .waitFor({
        timeout: 15_000,
      });
    await proCard.getByText('Your current plan').waitFor({ timeout: 15_000 });
    expect(await seriousViolations(pricing, '.voucher-redeem')).toEqual([]);
    await screenshots(pricing, 'pricing-redeem');

    // The same code again, and a code that does not exist: clear sentences, no plan change.
    await redeem(pricing, CHOSEN_CODE);
    await pricing.getByRole('alert').filter({ hasText: 'You have already redeemed this voucher.' }).waitFor();
    await redeem(pricing, 'NO-SUCH-CODE');
    await pricing
      .getByRole('alert')
      .filter({ hasText: 'This voucher code is not valid. Please check it and try again.' })
      .waitFor();
    expect(await seriousViolations(pricing, '.voucher-redeem')).toEqual([]);
    await screenshots(pricing, 'pricing-redeem-error');

    // The chat's plan box and Profile's Account Type say Pro.
    await pricing.goto(`${product.url}/chat`);
    const plan = pricing.getByRole('region', { name: 'Your plan' });
    await plan.getByRole('heading', { name: 'Pro Plan' }).waitFor({ timeout: 20_000 });
    await pricing.getByRole('button', { name: 'Profile & Settings' }).click();
    await pricing.getByRole('heading', { level: 1, name: 'Profile & Settings' }).waitFor();
    await pricing.locator('.profile-facts').getByText('Pro Plan').waitFor();

    // Another user redeems the generated code from Profile; the trial becomes a plan there at once.
    const dana = await signInSession(browser, product.url, DAY_PASS_EMAIL, WIDE);
    await completeWelcomeSetup(dana);
    const profile = dana.page;
    await profile.goto(`${product.url}/chat`);
    await profile
      .getByRole('region', { name: 'Your plan' })
      .getByRole('heading', { name: 'Free Trial' })
      .waitFor({
        timeout: 20_000,
      });
    await profile.getByRole('button', { name: 'Profile & Settings' }).click();
    await profile.getByRole('heading', { level: 1, name: 'Profile & Settings' }).waitFor();
    const facts = profile.locator('.profile-facts');
    await facts.getByText('Free Trial').waitFor();
    await redeem(profile, generatedCode.toLowerCase());
    await profile
      .getByRole('status')
      .filter({ hasText: /^Voucher redeemed: Day Pass is active until / })
      .waitFor({ timeout: 15_000 });
    // Account Type names the plan redeemed, not 'Pro Plan' for every paid plan.
    await facts.getByText('Day Pass', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(profile, '.voucher-redeem')).toEqual([]);
    await screenshots(profile, 'profile-redeem');
    await profile.getByRole('button', { name: 'Back to Chat' }).click();
    await profile
      .getByRole('region', { name: 'Your plan' })
      .getByRole('heading', { name: 'Day Pass' })
      .waitFor({
        timeout: 15_000,
      });

    // The admin list shows who redeemed each code, by email, and the uses.
    await adminPage.reload();
    await adminPage.getByRole('tab', { name: 'Vouchers' }).click();
    await chosen.getByText('1 of 5').waitFor({ timeout: 15_000 });
    await chosen
      .getByRole('list', { name: `Redemptions of ${CHOSEN_CODE}` })
      .getByText(LUCKY_EMAIL, { exact: false })
      .waitFor();
    await generated.getByText('1 of 1').waitFor();
    await generated.getByText('exhausted', { exact: true }).waitFor();
    await generated
      .getByRole('list', { name: `Redemptions of ${generatedCode}` })
      .getByText(DAY_PASS_EMAIL, { exact: false })
      .waitFor();
    expect(await seriousViolations(adminPage, '[role="tabpanel"]')).toEqual([]);
    await screenshots(adminPage, 'admin-vouchers-list');

    // The admin revokes the chosen code: a reason is asked for, then the status says revoked.
    await chosen.getByRole('button', { name: 'Revoke…' }).click();
    const reason = chosen.getByRole('textbox', { name: `Reason for revoking ${CHOSEN_CODE}` });
    await reason.fill(REVOKE_REASON);
    await reason.press('Enter');
    await chosen.getByText('revoked', { exact: true }).waitFor({ timeout: 15_000 });
    await chosen.getByText(REVOKE_REASON, { exact: false }).waitFor();
    expect(await chosen.getByRole('button', { name: 'Revoke…' }).count()).toBe(0);
    await screenshots(adminPage, 'admin-vouchers-revoked');

    // A revoked code is refused to a new user with the withdrawn sentence.
    await profile.getByRole('button', { name: 'Profile & Settings' }).click();
    await redeem(profile, CHOSEN_CODE);
    await profile
      .getByRole('alert')
      .filter({ hasText: 'This voucher has been withdrawn and can no longer be redeemed.' })
      .waitFor({ timeout: 15_000 });

    // The Audit tab lists the creation and the revocation of the code.
    await adminPage.getByRole('tab', { name: 'Audit' }).click();
    const audit = adminPage.getByRole('tabpanel', { name: 'Audit' });
    await audit.getByLabel('Kind').selectOption('voucher');
    await audit.getByRole('button', { name: 'Apply' }).click();
    const createdRow = audit
      .getByRole('row')
      .filter({ hasText: 'VoucherCreated' })
      .filter({ hasText: CHOSEN_CODE });
    const revokedRow = audit
      .getByRole('row')
      .filter({ hasText: 'VoucherRevoked' })
      .filter({ hasText: CHOSEN_CODE });
    await createdRow.waitFor({ timeout: 15_000 });
    await revokedRow.waitFor({ timeout: 15_000 });
    await expect(revokedRow.textContent()).resolves.toContain(REVOKE_REASON);
    await screenshots(adminPage, 'admin-audit-vouchers');

    // Each decision names the admin who took it.
    expect(await createdRow.getByText(ADMIN_EMAIL).count()).toBeGreaterThan(0);
    expect(await revokedRow.getByText(ADMIN_EMAIL).count()).toBeGreaterThan(0);

    await Promise.all([admin.context.close(), lucky.context.close(), dana.context.close()]);
  });
});
