import { join, resolve } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { seriousViolations } from './testing/axe';
import { productInBrowser } from './testing/browser-suite';

const ARTIFACTS = resolve(__dirname, '../../../test-results/screenshots');

const A1 = 'What is the NCC stair handrail height?';
const A2 = 'How do I size roof gutters to AS 3500.3?';
const B1 = 'Which fire door for a Class 2 unit entry?';

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const recent = (page: Page) => page.getByRole('navigation', { name: 'Recent conversations' });

/** Asks in the open conversation and waits until the final answer (with its feedback buttons) is shown. */
async function ask(page: Page, question: string, answersBefore: number): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(question);
  await input.press('Enter');
  await log(page).getByText(question, { exact: true }).waitFor();
  await page.waitForFunction(
    (count) => document.querySelectorAll('button[aria-label="Helpful"]').length === count,
    answersBefore + 1,
    { timeout: 60_000 },
  );
}

/** The conversation on screen holds exactly these questions, each with an answer. */
async function expectConversation(page: Page, questions: string[]): Promise<void> {
  for (const question of questions) await log(page).getByText(question, { exact: true }).waitFor();
  await page.waitForFunction(
    (count) => document.querySelectorAll('button[aria-label="Helpful"]').length === count,
    questions.length,
  );
  const asked = await log(page).locator('.message--user').allTextContents();
  expect(asked.map((text) => text.replace('You asked:', '').trim())).toEqual(questions);
  expect(await log(page).getByRole('region', { name: 'Technical Answer' }).count()).toBe(questions.length);
}

async function openConversation(page: Page, title: string | RegExp): Promise<void> {
  await recent(page).getByRole('button', { name: title }).first().click();
}

/**
 * Two conversations survive switching and a reload: three questions asked (two in A, one in B
 * after New), both reopened from the recent list, then again after the page is reloaded.
 */
describe('browser: conversations persist across switching and reloads', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it('asks in two conversations, switches between them, reloads and finds both intact', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    // Answers arrive over the stream; the plain POST /api/chat/ask is only a fallback.
    const streamed: string[] = [];
    const plain: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/chat/ask/stream') streamed.push(path);
      if (path === '/api/chat/ask') plain.push(path);
    });

    // The fixed pro user: unlimited questions.
    await page.goto(`${product.url}/?user_type=pro`);
    await page
      .getByRole('link', { name: /Go to Chat|Start Chatting Now/ })
      .first()
      .click();
    await page.waitForURL('**/chat');
    await page.getByRole('heading', { name: 'Try asking about...' }).waitFor();
    await page.getByText(/\d suggestions?/).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'chat-welcome-examples.png') });
    expect(await seriousViolations(page)).toEqual([]);

    await ask(page, A1, 0);
    await ask(page, A2, 1);
    await page.screenshot({ path: join(ARTIFACTS, 'conversations-a.png'), fullPage: true });

    await page.getByRole('button', { name: 'New' }).click();
    await page.getByText('New thread created — context resets').waitFor();
    await ask(page, B1, 0);
    await recent(page)
      .getByRole('button', { name: /Which fire door/ })
      .waitFor();
    await recent(page)
      .getByRole('button', { name: /stair handrail/ })
      .waitFor();

    await openConversation(page, /stair handrail/);
    await expectConversation(page, [A1, A2]);
    await openConversation(page, /Which fire door/);
    await expectConversation(page, [B1]);

    await page.reload();
    await page.getByRole('textbox', { name: 'Your question' }).waitFor();
    await recent(page)
      .getByRole('button', { name: /Which fire door/ })
      .waitFor();
    await recent(page)
      .getByRole('button', { name: /stair handrail/ })
      .waitFor();
    expect(await recent(page).getByRole('button').count()).toBe(2);
    await openConversation(page, /stair handrail/);
    await expectConversation(page, [A1, A2]);
    await page.screenshot({ path: join(ARTIFACTS, 'conversations-a-after-reload.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await openConversation(page, /Which fire door/);
    await expectConversation(page, [B1]);

    // The server searches message text too: a word only in A's second question finds A.
    await page.getByRole('searchbox', { name: 'Search conversations' }).fill('gutters');
    const results = page.getByRole('navigation', { name: 'Search results' });
    await results.getByRole('button', { name: /stair handrail/ }).waitFor();
    expect(await results.getByRole('button').count()).toBe(1);

    expect(failures).toEqual([]);
    expect(streamed).toHaveLength(3);
    expect(plain).toEqual([]);
    await context.close();
  });

  it('works on a phone-sized screen: the sidebar opens from the menu button', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${product.url}/?user_type=pro`);
    await page.goto(`${product.url}/chat`);
    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.waitFor();
    await ask(page, 'What is the NCC stair handrail height?', 0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(ARTIFACTS, 'chat-phone.png') });

    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await page.getByRole('button', { name: 'New' }).waitFor({ state: 'visible' });
    await page.getByRole('searchbox', { name: 'Search conversations' }).waitFor({ state: 'visible' });
    await page.waitForTimeout(300); // the sidebar's 0.2 s slide-in
    await page.screenshot({ path: join(ARTIFACTS, 'chat-phone-sidebar.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open sidebar' }).waitFor();
    await context.close();
  });
});
