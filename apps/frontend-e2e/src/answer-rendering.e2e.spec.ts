import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { OFFLINE_NOTICE, type AskResponse } from '@buildmentor/contracts';
import { type RunningProduct } from '@buildmentor/test-harness';
import { productInBrowser, productInBrowserWithModel } from './testing/browser-suite';

const ARTIFACTS = resolve(__dirname, '../../../test-results/screenshots');

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });

/** Opens the chat as the automatic demo user and asks; resolves with the answer the ask streamed. */
async function ask(page: Page, url: string, question: string): Promise<AskResponse> {
  await page.goto(`${url}/chat`);
  const input = page.getByRole('textbox', { name: 'Your question' });
  const asked = page.waitForResponse(
    (response) =>
      /\/api\/chat\/ask(\/stream)?$/.test(response.url()) && response.request().method() === 'POST',
  );
  await input.fill(question);
  await input.press('Enter');
  const stream = await (await asked).text();
  await page.getByRole('button', { name: 'Copy as Markdown' }).waitFor({ timeout: 60_000 });
  // Server-Sent Events: the `answer` event's data is the recorded answer.
  const event = stream.split('\n\n').find((block) => block.split('\n').includes('event: answer'));
  const data = event
    ?.split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice(6))
    .join('\n');
  if (!data) throw new Error(`no answer event in the ask stream: ${stream.slice(0, 300)}`);
  return JSON.parse(data) as AskResponse;
}

/** What a reader sees of a Markdown paragraph: without quote marks, bold marks and extra spacing. */
const plain = (markdown: string) =>
  markdown
    .replace(/^\s*>\s?/gm, '')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function timesShown(page: Page, text: string): Promise<number> {
  const shown = (await log(page).innerText()).replace(/\s+/g, ' ');
  return shown.split(text).length - 1;
}

describe('browser: an answer shows each piece once', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it("shows the offline answer's paragraphs, checks and next steps once, and the offline notice once", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const answer = await ask(page, product.url, 'What is the NCC stair handrail height?');
    expect(answer.generator).toBe('offline');

    const paragraphs = answer.response.technical
      .split(/\n\s*\n/)
      .map(plain)
      .filter((paragraph) => paragraph && paragraph !== OFFLINE_NOTICE);
    const listed = answer.blocks.flatMap((block) => (block.type === 'list' ? block.items : []));
    const pieces = [...paragraphs, ...listed.map(plain), ...answer.response.next_steps.map(plain)];
    expect(paragraphs.length).toBeGreaterThan(0);
    expect(answer.response.next_steps.length).toBeGreaterThan(0);
    for (const piece of new Set(pieces)) expect([piece, await timesShown(page, piece)]).toEqual([piece, 1]);

    // The notice once, above the answer, and never inside it.
    expect(await timesShown(page, 'Offline answerer: this answer was composed')).toBe(0);
    expect(await page.getByRole('note', { name: 'About these answers' }).count()).toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'answer-offline-once.png'), fullPage: true });
    await page.close();
  });
});

/** A model (the local chat-completions server) whose technical text holds a GFM table. */
describe('browser: a Markdown table in a model answer', () => {
  let product: RunningProduct;
  let browser: Browser;
  const technical = [
    'Minimum heights above the nosings:',
    '| Element | Height |\n| --- | --- |\n| Handrail | 865 mm |\n| Balustrade, landing | 1000 mm |',
  ].join('\n\n');

  productInBrowserWithModel((suite) => ({ product, browser } = suite), technical);

  it('copies as TSV and downloads as CSV; the answer copies as Markdown', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const answer = await ask(page, product.url, 'Which handrail and balustrade heights apply?');
    expect(answer.generator).toBe('openai');
    const technicalCard = log(page).getByRole('region', { name: 'Technical Answer' });
    const table = technicalCard.getByRole('table');
    expect(await table.count()).toBe(1);
    expect(await timesShown(page, 'Balustrade, landing')).toBe(1);
    expect(await page.getByRole('note', { name: 'About these answers' }).count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'answer-markdown-table.png'), fullPage: true });

    await technicalCard.getByRole('button', { name: 'Copy', exact: true }).click();
    await technicalCard.getByRole('status').filter({ hasText: 'Table copied to the clipboard' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Element\tHeight\nHandrail\t865 mm\nBalustrade, landing\t1000 mm',
    );

    const downloading = page.waitForEvent('download');
    await technicalCard.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('table.csv');
    expect(readFileSync((await download.path())!, 'utf8')).toBe(
      'Element,Height\r\nHandrail,865 mm\r\n"Balustrade, landing",1000 mm\r\n',
    );

    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await page.getByText('Answer copied as Markdown').waitFor();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain('### Technical Answer');
    expect(markdown).toContain('| Balustrade, landing | 1000 mm |');
    expect(markdown.split('| Handrail | 865 mm |')).toHaveLength(2);
    await context.close();
  });
});
