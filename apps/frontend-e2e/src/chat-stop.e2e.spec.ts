import { type Browser } from 'playwright-core';
import { ChatCompletionsTestServer, modelReply, piecesOf, replies } from '@buildmentor/answering/testing';
import { launchChromium, startProduct, type RunningProduct } from '@buildmentor/test-harness';

/**
 * Stop in the browser ends the model call: the API runs the real OpenAI adapter against a local
 * chat-completions server that streams slowly, the user presses Stop mid-answer, the answer shows
 * what arrived and "Stopped", the model server sees its request aborted and the API logs it.
 */
describe('browser: stopping a streaming answer', () => {
  let model: ChatCompletionsTestServer;
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    model = await ChatCompletionsTestServer.start();
    // About 100 pieces, 150 ms apart: the answer takes 15 s, Stop comes long before its end.
    model.reply = replies.sse(piecesOf(JSON.stringify(modelReply()), 9), { intervalMs: 150 });
    product = await startProduct({
      LLM_PROVIDER: 'openai',
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_MODEL: 'test-model',
      OPENAI_TIMEOUT_MS: '60000',
      LOG_LEVEL: 'info',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await model?.close();
  });

  it('Stop ends the streaming answer, keeps what arrived, and the upstream call is aborted', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(product.url);
    await page
      .getByRole('link', { name: /Go to Chat|Start Chatting Now/ })
      .first()
      .click();
    await page.waitForURL('**/chat');
    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.fill('Which fire door for a Class 2 unit entry?');
    await input.press('Enter');

    // The technical text is arriving: Stop has taken Send's place.
    const technical = page.getByRole('region', { name: 'Technical Answer' });
    await technical.waitFor({ timeout: 30_000 });
    const stop = page.getByRole('button', { name: 'Stop answer' });
    await stop.waitFor();
    expect(await page.getByRole('button', { name: 'Send question' }).count()).toBe(0);
    await stop.focus();
    await page.keyboard.press('Enter');

    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText('Stopped', { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Send question' }).waitFor();

    const aborted = await model.untilAborted(10_000);
    expect(aborted.body.stream).toBe(true);
    const stopped = product
      .apiLog()
      .split('\n')
      .filter((line) => line.includes('"answer stopped"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(stopped).toEqual([
      expect.objectContaining({ level: 'info', reason: 'client_stopped', questionId: expect.any(String) }),
    ]);
    // The mentoring and next steps never came: the answer ended with the Stop.
    expect(await page.getByRole('region', { name: 'Mentoring Insight' }).count()).toBe(0);
    await page.close();
  });
});
