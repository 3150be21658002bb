import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { seriousViolations } from './testing/axe';
import { productInBrowser, productInBrowserWithModel } from './testing/browser-suite';

const ARTIFACTS = resolve(__dirname, '../../../test-results/screenshots');

const QUESTION = 'What is the NCC stair handrail height?';

/** A browser context with no session: the automatic demo sign-in is refused, as a signed-out visitor. */
async function signedOutContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await context.route('**/api/auth/demo', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Unavailable',
        status: 503,
        code: 'unavailable',
        detail: 'Signed out',
      }),
    }),
  );
  return context;
}

/**
 * Issue 20.5 in a browser: ask, export the conversation as Markdown, print it, share it, open the
 * link in a fresh signed-out browser, revoke it, and the link shows not found (the API 404).
 */
describe('browser: export and share a conversation', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it('exports, prints, shares, opens the link signed out, revokes it: the link then answers 404', async () => {
    const owner = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await owner.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${product.url}/?user_type=pro`);
    await page.goto(`${product.url}/chat`);
    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.fill(QUESTION);
    await input.press('Enter');
    await page.getByRole('button', { name: 'Helpful', exact: true }).waitFor({ timeout: 60_000 });

    // Export > Download Markdown: a file named after the conversation, with the question and answer.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('What is the NCC stair handrail height.md');
    const markdown = readFileSync((await download.path())!, 'utf8');
    expect(markdown).toContain(`> ${QUESTION}`);
    expect(markdown).toContain('#### Technical Answer');

    // The print stylesheet leaves only the conversation: no sidebar, header, input or buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.chat-sidebar').isVisible()).toBe(false);
    expect(await page.locator('.chat__bar').isVisible()).toBe(false);
    expect(await input.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Helpful', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Technical Answer' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // Share: the dialog shows the read-only link.
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share conversation' });
    const linkField = dialog.getByRole('textbox', { name: 'Read-only link' });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${product.url}/share/[A-Za-z0-9_-]{32}$`));
    await page.screenshot({ path: join(ARTIFACTS, 'share-dialog.png') });
    expect(await seriousViolations(page)).toEqual([]);

    // Opened signed out, in a fresh browser context, on a phone: the answer, read-only.
    const visitor = await signedOutContext(browser);
    const reader = await visitor.newPage();
    reader.on('pageerror', (error) => failures.push(error.message));
    await reader.goto(link);
    await reader.getByText('Shared conversation (read-only)').waitFor();
    await reader.getByRole('heading', { level: 1, name: QUESTION }).waitFor();
    await reader.getByRole('region', { name: 'Technical Answer' }).waitFor();
    expect(await reader.getByText(QUESTION, { exact: true }).count()).toBeGreaterThanOrEqual(1);
    expect(await reader.getByRole('link', { name: 'Sign up to ask your own questions' }).isVisible()).toBe(
      true,
    );
    expect(await reader.getByRole('textbox').count()).toBe(0);
    expect(
      await reader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await reader.screenshot({ path: join(ARTIFACTS, 'share-signed-out.png'), fullPage: true });
    expect(await seriousViolations(reader)).toEqual([]);

    // Stop sharing; the link now shows not found, and the API says 404.
    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    await dialog.getByText('Sharing stopped. The link no longer opens this conversation.').waitFor();
    const token = link.split('/share/')[1]!;
    // The revocation reaches the read model within moments (the projector runs beside the API).
    const deadline = Date.now() + 10_000;
    let gone = await visitor.request.get(`${product.url}/api/share/${token}`);
    while (gone.status() !== 404 && Date.now() < deadline) {
      await reader.waitForTimeout(100);
      gone = await visitor.request.get(`${product.url}/api/share/${token}`);
    }
    expect(gone.status()).toBe(404);
    expect(gone.headers()['content-type']).toContain('application/problem+json');
    await reader.reload();
    await reader.getByRole('heading', { level: 1, name: 'Conversation not found' }).waitFor();
    await reader.screenshot({ path: join(ARTIFACTS, 'share-revoked.png') });
    expect(await reader.getByRole('region', { name: 'Technical Answer' }).count()).toBe(0);

    expect(failures).toEqual([]);
    await visitor.close();
    await owner.close();
  });
});

/**
 * The shared page renders answers with the chat's own renderer: a model answer whose technical
 * text has **bold** and a GFM table shows, signed out, as bold text and a table with the table
 * toolbar, never as the raw Markdown (the page once had a renderer of its own that showed it raw).
 */
describe('browser: a shared answer is rendered Markdown', () => {
  let product: RunningProduct;
  let browser: Browser;
  const question = 'Which handrail and balustrade heights apply?';
  const technical = [
    'Heights are measured **vertically above the nosings**.',
    '| Element | Height |\n| --- | --- |\n| Handrail | 865 mm |\n| Balustrade, landing | 1000 mm |',
  ].join('\n\n');

  productInBrowserWithModel((suite) => ({ product, browser } = suite), technical);

  it('shows bold text and a table with Copy and Export CSV, not Markdown syntax', async () => {
    const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await owner.newPage();
    await page.goto(`${product.url}/chat`);
    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.fill(question);
    await input.press('Enter');
    await page.getByRole('button', { name: 'Copy as Markdown' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Share' }).click();
    const linkField = page
      .getByRole('dialog', { name: 'Share conversation' })
      .getByRole('textbox', { name: 'Read-only link' });
    await linkField.waitFor();
    const link = await linkField.inputValue();

    const visitor = await signedOutContext(browser);
    const reader = await visitor.newPage();
    const failures: string[] = [];
    reader.on('pageerror', (error) => failures.push(error.message));
    await reader.goto(link);
    const card = reader.getByRole('region', { name: 'Technical Answer' });
    await card.waitFor();
    expect(await card.locator('strong').filter({ hasText: 'vertically above the nosings' }).count()).toBe(1);
    const text = await card.innerText();
    expect(text).not.toContain('**');
    expect(text).not.toContain('| --- |');
    const table = card.getByRole('table');
    expect(await table.count()).toBe(1);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Element', 'Height']);
    expect(await table.getByRole('cell', { name: '1000 mm' }).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Copy', exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Export CSV' }).isVisible()).toBe(true);
    // A phone: the table scrolls in its own box, the page does not scroll sideways.
    expect(
      await reader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await reader.screenshot({ path: join(ARTIFACTS, 'share-markdown.png'), fullPage: true });
    expect(await seriousViolations(reader)).toEqual([]);
    expect(failures).toEqual([]);
    await visitor.close();
    await owner.close();
  });
});
