import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser } from 'playwright-core';
import { ChatCompletionsTestServer, modelReply, piecesOf, replies } from '@buildmentor/answering/testing';
import { launchChromium, type RunningProduct, startProduct } from '@buildmentor/test-harness';

/** Where browser tests write their screenshots (kept by CI as artifacts). */
export const SCREENSHOTS = resolve(__dirname, '../../../../test-results/screenshots');

export interface BrowserSuite {
  product: RunningProduct;
  browser: Browser;
}

/**
 * A browser suite's lifecycle, once: the product (as `npm start` runs it, with `env` on top: a
 * function to start what the environment names first) and one Chromium start before the suite's
 * tests and stop after them. `started` hands both to the suite's own variables, so its tests read
 * `product` and `browser` as before.
 */
export function productInBrowser(
  started: (suite: BrowserSuite) => void,
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
  screenshots = SCREENSHOTS,
): void {
  let suite: Partial<BrowserSuite> = {};
  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    suite.product = await startProduct(typeof env === 'function' ? await env() : env);
    suite.browser = await launchChromium();
    started(suite as BrowserSuite);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.stop();
    suite = {};
  });
}

/**
 * A local server speaking the OpenAI wire protocol whose every answer has `technical` as its text
 * (streamed in pieces, or whole), and the product settings that point the API at it.
 */
export async function modelAnswering(
  technical: string,
): Promise<{ model: ChatCompletionsTestServer; env: Record<string, string> }> {
  const model = await ChatCompletionsTestServer.start();
  const reply = JSON.stringify(modelReply({ technical, blocks: [] }));
  const streamed = replies.sse(piecesOf(reply, 40));
  const whole = replies.json(reply);
  model.reply = (request, response) =>
    request.body?.stream ? streamed(request, response) : whole(request, response);
  return {
    model,
    env: { LLM_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseURL, OPENAI_MODEL: 'test-model' },
  };
}

/**
 * `productInBrowser` with the product answering from a model (the local chat-completions server)
 * whose every answer has `technical` as its text; the model server stops after the suite.
 */
export function productInBrowserWithModel(started: (suite: BrowserSuite) => void, technical: string): void {
  let model: ChatCompletionsTestServer | undefined;
  productInBrowser(started, async () => {
    const answering = await modelAnswering(technical);
    model = answering.model;
    return answering.env;
  });
  afterAll(async () => {
    await model?.close();
    model = undefined;
  });
}
