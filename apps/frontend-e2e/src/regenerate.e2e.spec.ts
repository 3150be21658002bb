import { join, resolve } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { productInBrowser } from './testing/browser-suite';

const ARTIFACTS = resolve(__dirname, '../../../test-results/screenshots');
const QUESTION = 'What is the NCC stair handrail height?';
const SECOND = 'How do I size roof gutters to AS 3500.3?';

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const answers = (page: Page) => log(page).getByRole('region', { name: 'Technical Answer' });
const regenerate = (page: Page) => log(page).getByRole('button', { name: 'Regenerate' });

/** The questions on screen, as the user reads them. */
async function askedQuestions(page: Page): Promise<string[]> {
  const asked = await log(page).locator('.message--user').allTextContents();
  return asked.map((text) => text.replace('You asked:', '').trim());
}

/**
 * A trial user regenerates the last answer from the keyboard: it streams in place of the old one,
 * costs a question, the question shows once (live and after a reload), and with no questions left
 * Regenerate is unavailable.
 */
describe('browser: regenerate the last answer', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it('regenerates by keyboard, streams in place, counts a question, and shows the question once', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const streamed: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/regenerate/stream')) streamed.push(path);
    });

    await page.goto(product.url);
    await page
      .getByRole('link', { name: /Go to Chat|Start Chatting Now/ })
      .first()
      .click();
    await page.waitForURL('**/chat');
    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.fill(QUESTION);
    await input.press('Enter');
    await regenerate(page).waitFor({ timeout: 60_000 });
    await page.getByText('2 questions remaining').first().waitFor();

    await regenerate(page).focus();
    await page.keyboard.press('Enter');
    // The new answer replaces the old one: one answer, one question, and the quota moved.
    await page.getByText('1 question remaining').first().waitFor({ timeout: 60_000 });
    await regenerate(page).waitFor();
    expect(streamed).toHaveLength(1);
    expect(await answers(page).count()).toBe(1);
    expect(await askedQuestions(page)).toEqual([QUESTION]);
    await page.screenshot({ path: join(ARTIFACTS, 'chat-regenerated.png'), fullPage: true });

    // Only the last answer offers Regenerate; with no questions left it is unavailable.
    await input.fill(SECOND);
    await input.press('Enter');
    await page.getByText('0 questions remaining').first().waitFor({ timeout: 60_000 });
    await answers(page).nth(1).waitFor();
    await regenerate(page).waitFor();
    expect(await regenerate(page).count()).toBe(1);
    await expect(regenerate(page).getAttribute('aria-disabled')).resolves.toBe('true');

    // After a reload the saved conversation agrees: each question once, the newest answers.
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Recent conversations' })
      .getByRole('button', { name: /stair handrail/ })
      .click();
    await answers(page).nth(1).waitFor();
    expect(await answers(page).count()).toBe(2);
    expect(await askedQuestions(page)).toEqual([QUESTION, SECOND]);
    expect(failures).toEqual([]);
    await page.close();
  });
});
