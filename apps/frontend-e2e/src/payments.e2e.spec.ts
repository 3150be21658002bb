import { join, resolve } from 'node:path';
import { type Browser } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { productInBrowser } from './testing/browser-suite';
import { askAndWait } from './testing/chat';

const ARTIFACTS = resolve(__dirname, '../../../test-results/screenshots');
const EXHAUSTED = 'You have used all your free questions. Please upgrade to continue.';

/**
 * The default PAYMENTS_PROVIDER=demo end to end: a trial user spends the 3 free questions, buys
 * Pro on the in-app demo checkout, sees the receipt and asks a fourth question.
 */
describe('browser: trial to Pro through the demo checkout', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it('runs out of trial questions, pays for Pro, lands on the receipt and asks a fourth question', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${product.url}/chat`);
    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.waitFor({ timeout: 30_000 });
    const sidebar = page.getByRole('complementary', { name: 'Chat sidebar' });
    await sidebar.getByText('3 questions remaining').waitFor();

    // The free trial: three questions, then the input is blocked.
    await askAndWait(page, 'What is the NCC stair handrail height?', 1);
    await askAndWait(page, 'How do I size roof gutters to AS 3500.3?', 2);
    await askAndWait(page, 'Which wind classification applies to a coastal site?', 3);
    await page.getByText(EXHAUSTED).waitFor();
    await sidebar.getByText('0 questions remaining').waitFor();
    expect(await input.isDisabled()).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'payments-trial-exhausted.png'), fullPage: true });

    // The sidebar's upgrade link leads to the plans, read from GET /api/pricing.
    await sidebar.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL('**/pricing');
    const pro = page.getByRole('article', { name: 'Pro', exact: true });
    await pro.getByText('$17.90').waitFor();
    await pro.getByText('5 weeks free').waitFor();
    expect(await page.title()).toBe('Pricing | BuildMentor');
    await page.screenshot({ path: join(ARTIFACTS, 'payments-pricing.png'), fullPage: true });

    // Checkout opens the demo provider's page; Pay confirms and returns to the result page.
    await pro.getByRole('button', { name: 'Start Pro' }).click();
    await page.waitForURL(/\/payment-demo\?session_id=demo_cs_/);
    await page.getByRole('heading', { level: 1, name: 'Demo Checkout' }).waitFor();
    const order = page.getByLabel('Order summary');
    await order.getByText('$17.90 per month').waitFor();
    await order.getByText('$0.00').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'payments-demo-checkout.png'), fullPage: true });
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/payment-success\?session_id=demo_cs_/);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    const receipt = page.getByLabel('Payment details');
    await receipt.getByText('Pro Plan').waitFor();
    await receipt.getByText('Paid', { exact: true }).waitFor();
    await receipt.getByText('$0.00').waitFor();
    await page.getByText('5 weeks free').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'payments-success.png'), fullPage: true });

    // Back in the chat the plan is Pro and a fourth question is answered.
    await page.getByRole('link', { name: 'Start Chatting' }).click();
    await page.waitForURL('**/chat');
    await sidebar.getByRole('heading', { name: 'Pro Plan' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText(EXHAUSTED).count()).toBe(0);
    await input.waitFor();
    expect(await input.isEnabled()).toBe(true);
    await askAndWait(page, 'What fire rating does a Class 2 sole-occupancy unit door need?', 1);
    await page.screenshot({ path: join(ARTIFACTS, 'payments-fourth-question.png'), fullPage: true });
    await page.close();
  });
});
