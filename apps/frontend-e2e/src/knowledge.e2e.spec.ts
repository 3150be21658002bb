import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
// The document fixtures the back end's own tests use: a real PDF and DOCX, generated, not stored.
import { buildDocx, textPdf } from '@buildmentor/knowledge/testing';
import { launchChromium, startProduct, type RunningProduct } from '@buildmentor/test-harness';
import { seriousViolations } from './testing/axe';

const ARTIFACTS = resolve(__dirname, '../../../test-results/screenshots');

const PDF_SENTENCE = 'Sole-occupancy unit doors need a self-closing fire door rated -/60/30.';
const DOCX_SENTENCE = 'Box gutters must discharge to an overflow sump sized for the 1-in-100 year storm.';

/** Searches the vault and returns the first result's card. */
async function search(page: Page, query: string) {
  const box = page.getByRole('searchbox', { name: 'Search your knowledge banks' });
  await box.fill(query);
  await box.press('Enter');
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  await first.waitFor({ timeout: 15_000 });
  return first;
}

/**
 * A user uploads a PDF and a DOCX to the Personal Knowledge Bank, waits until both are extracted,
 * finds a sentence from each by search, then asks an Enhanced question the PDF answers and sees
 * the answer cite it by file and page.
 */
describe('browser: Knowledge Vault to an Enhanced answer', () => {
  let product: RunningProduct;
  let browser: Browser;
  let files: string;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    files = mkdtempSync(join(tmpdir(), 'bm-vault-files-'));
    writeFileSync(join(files, 'fire-doors.pdf'), textPdf(['Cover page.', PDF_SENTENCE]));
    writeFileSync(join(files, 'gutters.docx'), buildDocx([DOCX_SENTENCE]));
    product = await startProduct();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    if (files) rmSync(files, { recursive: true, force: true });
  });

  it('uploads, extracts, searches, and grounds an Enhanced answer in the uploaded PDF', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${product.url}/knowledge`);
    await page.getByRole('heading', { level: 1, name: 'Knowledge Vault' }).waitFor({ timeout: 20_000 });
    await page.getByText('No documents uploaded yet').waitFor();

    await page
      .getByLabel('Choose Files')
      .setInputFiles([join(files, 'fire-doors.pdf'), join(files, 'gutters.docx')]);
    await page
      .getByText('Successfully uploaded 2 document(s) to your Personal Knowledge Bank')
      .waitFor({ timeout: 20_000 });

    // Both start as 'processing'; the list polls until extraction has finished.
    const list = page.getByRole('list', { name: 'Your documents' });
    await list.getByRole('listitem').nth(1).waitFor();
    await page.waitForFunction(
      () => {
        const items = Array.from(document.querySelectorAll('ul[aria-label="Your documents"] > li'));
        return items.length === 2 && items.every((item) => item.textContent?.includes('Ready'));
      },
      undefined,
      { timeout: 60_000, polling: 250 },
    );
    expect(await list.getByText('Private').count()).toBe(2);

    const pdfHit = await search(page, 'self-closing fire door');
    expect(await pdfHit.textContent()).toContain('fire-doors.pdf');
    expect(await pdfHit.textContent()).toContain('Page 2');
    const marked = (await pdfHit.locator('mark').allTextContents()).map((text) => text.toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['self', 'closing', 'fire', 'door']));
    await page.screenshot({ path: join(ARTIFACTS, 'knowledge-vault-search.png'), fullPage: true });

    const docxHit = await search(page, 'overflow sump');
    expect(await docxHit.textContent()).toContain('gutters.docx');
    expect(await docxHit.textContent()).toContain('overflow sump');
    expect(await seriousViolations(page)).toEqual([]);

    // The community tab and the partner registration modal, pictured.
    await page.getByRole('tab', { name: 'Community Knowledge Bank' }).click();
    await page.getByRole('button', { name: 'Apply for Partnership' }).click();
    await page.getByRole('dialog', { name: 'Partner Registration' }).waitFor();
    await page.getByLabel(/ABN \(Australian Business Number\)/).fill('51 824 753 556');
    await page.getByText('ABN format valid - Pending review').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'knowledge-partner-registration.png'), fullPage: true });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /Back to Chat/ }).click();
    await page.waitForURL('**/chat');
    await page.getByRole('checkbox', { name: 'Enhanced' }).check();
    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.fill('What fire door rating do sole-occupancy unit doors need?');
    await input.press('Enter');

    // The offline answerer quotes the passage, and the sources name the file and its page.
    await page
      .getByText(/-\/60\/30/)
      .first()
      .waitFor({ timeout: 30_000 });
    const sources = page.locator('.answer-sources').last();
    await sources.waitFor();
    expect(await sources.textContent()).toMatch(/fire-doors\.pdf, p\. 2/);
    await page.screenshot({ path: join(ARTIFACTS, 'knowledge-enhanced-answer.png'), fullPage: true });
    await page.close();
  });

  it('works on a phone-sized screen', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${product.url}/knowledge`);
    await page.getByRole('heading', { level: 1, name: 'Knowledge Vault' }).waitFor({ timeout: 20_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(ARTIFACTS, 'knowledge-vault-phone.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Community Knowledge Bank' }).click();
    await page.getByRole('button', { name: 'Apply for Partnership' }).click();
    await page.getByRole('dialog', { name: 'Partner Registration' }).waitFor();
    const dialogOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(dialogOverflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: join(ARTIFACTS, 'knowledge-partner-registration-phone.png'),
      fullPage: true,
    });
    await page.close();
  });
});
