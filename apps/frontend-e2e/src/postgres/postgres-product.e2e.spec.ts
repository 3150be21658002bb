import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser } from 'playwright-core';
import { textPdf } from '@buildmentor/knowledge/testing';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from '@buildmentor/postgres/testing';
import { launchChromium, startProduct, type RunningProduct } from '@buildmentor/test-harness';
import { api, signUp } from './http-client';

const ARTIFACTS = resolve(__dirname, '../../../../test-results/screenshots');
const SENTENCE = 'Balustrades on a stair must be at least 865 mm high above the nosing line.';

/**
 * The server deployment, for real: two API processes and one projector, every store (events, read
 * models, uploads) on one PostgreSQL database of the test's own. Nothing is shared on disk.
 */
describeWithPostgres('the product on PostgreSQL (two API instances, one projector)', () => {
  let database: TestDatabase;
  let product: RunningProduct;
  let browser: Browser;
  let files: string;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    files = mkdtempSync(join(tmpdir(), 'bm-pg-files-'));
    writeFileSync(join(files, 'stairs.pdf'), textPdf(['Cover page.', SENTENCE]));
    database = await createTestDatabase('product');
    product = await startProduct(
      {
        EVENT_STORE: 'postgres',
        READ_STORE: 'postgres',
        POSTGRES_URL: database.url,
        POSTGRES_POOL_SIZE: '5',
        AUTH_TOKEN_SECRET: 'postgres-e2e-secret-0123456789-abcdefghijklmnop',
        // One test user sends a hundred asks at once: the per-user request limit is not the subject.
        RATE_LIMIT_SCALE: '100',
        // Real accounts: the browser signs in through the form, not the demo's automatic user.
        AUTH_MODE: 'password',
      },
      { apiInstances: 2 },
    );
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await database?.drop();
    if (files) rmSync(files, { recursive: true, force: true });
  });

  it('signs in, asks, uploads a document and finds it by search in the browser', async () => {
    // The account exists and has finished its welcome setup; this test is about the stores.
    const email = `casey.${Date.now()}@firm.example`;
    const password = 'Balustrade-Heights-865';
    const { token } = await signUp(product.urls[1]!, email, password);
    const onboarded = await api(product.urls[1]!, 'POST', '/api/user/onboarding', token, {
      industry_sectors: ['Health'],
      disciplines: ['Acoustic Engineering'],
      experience_level: 'senior',
      company_type: 'Architecture Firm',
    });
    expect(onboarded.status).toBe(200);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${product.url}/auth`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/chat', { timeout: 20_000 });

    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.fill('What is the NCC stair handrail height?');
    await input.press('Enter');
    await page.getByText('Technical Answer').first().waitFor({ timeout: 30_000 });
    await page.getByText('What is the NCC stair handrail height?').nth(1).waitFor({ timeout: 15_000 });

    await page.goto(`${product.url}/knowledge`);
    await page.getByRole('heading', { level: 1, name: 'Knowledge Vault' }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Choose Files').setInputFiles([join(files, 'stairs.pdf')]);
    await page
      .getByText('Successfully uploaded 1 document(s) to your Personal Knowledge Bank')
      .waitFor({ timeout: 20_000 });
    await page.getByRole('list', { name: 'Your documents' }).getByText('Ready').waitFor({ timeout: 60_000 });

    const box = page.getByRole('searchbox', { name: 'Search your knowledge banks' });
    await box.fill('balustrades nosing');
    await box.press('Enter');
    const hit = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await hit.waitFor({ timeout: 15_000 });
    expect(await hit.textContent()).toContain('stairs.pdf');
    expect(await hit.textContent()).toContain('Page 2');
    await page.screenshot({ path: join(ARTIFACTS, 'postgres-vault-search.png'), fullPage: true });
    await page.close();
  });

  it('gives a trial user exactly 3 answers from 100 parallel asks spread over both instances', async () => {
    const [first, second] = product.urls as [string, string];
    const { token } = await signUp(first, `trial.${Date.now()}@firm.example`, 'Trial-Questions-Three');
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api(i % 2 === 0 ? first : second, 'POST', '/api/chat/ask', token, {
          question: `Parallel question ${i} about stair handrails?`,
        }),
      ),
    );
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 200 && status !== 402)).toEqual([]);
    const answered = outcomes.filter((outcome) => outcome.status === 200);
    const head = Math.max(...answered.map((outcome) => Number(outcome.body['position'])));

    // Read-your-writes across instances: what either one recorded, the other shows at once.
    for (const url of [first, second]) {
      const history = await api(url, 'GET', '/api/chat/history', token, undefined, {
        'X-Min-Position': String(head),
      });
      expect(history.status).toBe(200);
      expect(history.body['conversations']).toHaveLength(3);
    }
    const quota = await api(second, 'GET', '/api/user/subscription', token, undefined, {
      'X-Min-Position': String(head),
    });
    expect(quota.status).toBe(200);
  });

  it('answers a question asked on one instance from a conversation read on the other', async () => {
    const [first, second] = product.urls as [string, string];
    const { token } = await signUp(second, `reader.${Date.now()}@firm.example`, 'Riser-Heights-190');
    const asked = await api(first, 'POST', '/api/chat/ask', token, {
      question: 'Minimum stair riser height?',
    });
    expect(asked.status).toBe(200);
    const conversation = await api(
      second,
      'GET',
      `/api/chat/session/${String(asked.body['session_id'])}`,
      token,
      undefined,
      { 'X-Min-Position': String(asked.body['position']) },
    );
    expect(conversation.status).toBe(200);
    expect(JSON.stringify(conversation.body)).toContain('Minimum stair riser height?');
  });
});
