import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser } from 'playwright-core';
import { launchChromium, type RunningProduct, startProduct } from '@buildmentor/test-harness';

/** Where browser tests write their screenshots (kept by CI as artifacts). */
export const SCREENSHOTS = resolve(__dirname, '../../../../test-results/screenshots');

export interface BrowserSuite {
  product: RunningProduct;
  browser: Browser;
}

/**
 * A browser suite's lifecycle, once: the product (as `npm start` runs it, with `env` on top) and
 * one Chromium start before the suite's tests and stop after them. `started` hands both to the
 * suite's own variables, so its tests read `product` and `browser` as before.
 */
export function productInBrowser(
  started: (suite: BrowserSuite) => void,
  env: Record<string, string> = {},
  screenshots = SCREENSHOTS,
): void {
  let suite: Partial<BrowserSuite> = {};
  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    suite.product = await startProduct(env);
    suite.browser = await launchChromium();
    started(suite as BrowserSuite);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.stop();
    suite = {};
  });
}
