import { join, resolve } from 'node:path';
import { type Browser } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { productInBrowser } from './testing/browser-suite';

const ARTIFACTS = resolve(__dirname, '../../../test-results/screenshots');

/** A visitor opens the landing page, reaches the chat, asks a question and sees the answer cards. */
describe('browser: landing to first answer', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it('opens /, reaches /chat, asks a question and sees the Technical Answer card', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(product.url);
    await page
      .getByRole('link', { name: /Go to Chat|Start Chatting Now/ })
      .first()
      .click();
    await page.waitForURL('**/chat');
    const input = page.getByRole('textbox');
    await input.fill('What is the NCC stair handrail height?');
    await input.press('Enter');
    await page.getByText('Technical Answer').first().waitFor({ timeout: 30_000 });
    await page.getByText('Mentoring Insight').first().waitFor();
    await page.getByText('Next Steps').first().waitFor();
    await page
      .getByText(/865 mm/)
      .first()
      .waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'chat-first-answer.png'), fullPage: true });
    // The conversation shows up in the recent list (read-your-writes through X-Min-Position).
    await page.getByText('What is the NCC stair handrail height?').nth(1).waitFor();
    await page.close();
  });
});
