import { join, resolve } from 'node:path';
import { type Browser } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { productInBrowser } from './testing/browser-suite';
import { call, eventually, partnerApplication, signInSession } from './testing/api-session';

const ARTIFACTS = resolve(__dirname, '../../../test-results/screenshots');

const PARTNER_EMAIL = 'sam@acme-stairs.com.au';
const ADMIN_EMAIL = 'admin@firm.com.au';
const COMPANY = 'Acme Stairs Pty Ltd';
const NOTES = 'ABN 51 824 753 556 checked against the ABR';
const SENTENCE = 'Closed stringers for timber stairs are housed 15 mm to carry the treads.';

/**
 * The partner lifecycle through the admin console: a company applies, the admin approves it in
 * the Partners tab with notes, the partner publishes a community document another user finds by
 * search with attribution, and the Audit tab shows the approval with the admin and the notes.
 */
describe('browser: admin console partner approval to community search', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it('applies, approves with notes, publishes, is found with attribution, and is audited', async () => {
    // A non-admin (the automatic demo user) is refused.
    const visitor = await browser.newPage();
    await visitor.goto(`${product.url}/admin`);
    await visitor.getByRole('heading', { name: 'Access Denied' }).waitFor({ timeout: 20_000 });
    await visitor.screenshot({ path: join(ARTIFACTS, 'admin-access-denied.png') });
    await visitor.close();

    // The partner applies.
    const sam = await signInSession(browser, product.url, PARTNER_EMAIL, { width: 1280, height: 900 });
    const applied = await call<{ partner_id: string; status: string }>(
      sam,
      'POST',
      '/api/partners/register',
      partnerApplication(COMPANY, PARTNER_EMAIL),
    );
    expect(applied.status).toBe(200);
    expect(applied.body.status).toBe('pending');

    // The admin sees it in the Partners tab and approves it with notes.
    const admin = await signInSession(browser, product.url, ADMIN_EMAIL, { width: 1280, height: 900 });
    await eventually(
      () => call<{ partners: { id: string }[] }>(admin, 'GET', '/api/admin/partners'),
      (r) => r.status === 200 && r.body.partners.some((p) => p.id === applied.body.partner_id),
      'the application to reach the admin list',
    );
    const page = admin.page;
    await page.goto(`${product.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: 'Statistics' }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'admin-dashboard.png'), fullPage: true });

    await page.getByRole('tab', { name: 'Reports' }).focus();
    await page.keyboard.press('ArrowRight');
    const panel = page.getByRole('tabpanel', { name: 'Partners' });
    const application = panel.getByRole('listitem', { name: COMPANY });
    await application.waitFor();
    await application.getByLabel('Admin notes').fill(NOTES);
    await application.getByRole('button', { name: 'Approve' }).click();
    await application.getByText('approved', { exact: true }).waitFor({ timeout: 15_000 });
    await application.getByText(NOTES).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'admin-partners.png'), fullPage: true });

    // The approved partner publishes a community document.
    const uploaded = await sam.page.evaluate(
      async ({ token, text }) => {
        const form = new FormData();
        form.append('file', new File([text], 'closed-stringers.txt', { type: 'text/plain' }));
        const response = await fetch('/api/knowledge/upload-community', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
        return { status: response.status, body: (await response.json()) as { success_count: number } };
      },
      { token: sam.token, text: SENTENCE },
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.success_count).toBe(1);

    // Another user finds it by search, attributed to the partner.
    const pat = await signInSession(browser, product.url, 'pat@build.example', { width: 1280, height: 900 });
    const found = await eventually(
      () =>
        call<{ results: { filename: string; partner: string | null; scope: string }[] }>(
          pat,
          'GET',
          '/api/knowledge/search?query=closed%20stringers%20treads&limit=10',
        ),
      (r) => r.status === 200 && r.body.results.some((hit) => hit.filename === 'closed-stringers.txt'),
      'the community document to be searchable',
      60_000,
    );
    const hit = found.body.results.find((h) => h.filename === 'closed-stringers.txt');
    expect(hit).toMatchObject({ scope: 'community', partner: COMPANY });

    // The Audit tab shows the approval, by the admin, with the notes.
    await page.getByRole('tab', { name: 'Audit' }).click();
    const audit = page.getByRole('tabpanel', { name: 'Audit' });
    await audit.getByLabel('Kind').selectOption('partner');
    await audit.getByRole('button', { name: 'Apply' }).click();
    const row = audit.getByRole('row').filter({ hasText: 'PartnerApproved' });
    await row.waitFor({ timeout: 15_000 });
    // By name and company; the ids are on hover (admin-readable.e2e.spec.ts looks closer).
    await expect(row.textContent()).resolves.toContain(ADMIN_EMAIL);
    await expect(row.textContent()).resolves.toContain(NOTES);
    await expect(row.textContent()).resolves.toContain(COMPANY);
    expect(await row.locator(`[title="${applied.body.partner_id}"]`).count()).toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'admin-audit.png'), fullPage: true });

    // The other tabs render against the real back end.
    for (const name of ['Users', 'Content', 'System', 'Analytics']) {
      await page.getByRole('tab', { name }).click();
      await page.getByRole('tabpanel', { name }).getByRole('heading', { level: 2 }).first().waitFor();
      // A tab may show several lists loading at once: `first()` is detached only when none is.
      await page
        .getByRole('tabpanel', { name })
        .getByText(/^Loading/)
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 });
      expect(
        await page
          .getByRole('tabpanel', { name })
          .getByText(/^Could not load/)
          .count(),
      ).toBe(0);
    }
    await page.screenshot({ path: join(ARTIFACTS, 'admin-analytics.png'), fullPage: true });

    // The feedback dashboard answers the admin.
    await page.goto(`${product.url}/admin/feedback`);
    await page.getByRole('list', { name: 'Feedback counts' }).waitFor();
    await page.getByText('No feedback found.').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: join(ARTIFACTS, 'admin-feedback.png'), fullPage: true });

    await Promise.all([sam.context.close(), admin.context.close(), pat.context.close()]);
  });
});
