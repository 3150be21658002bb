import { join } from 'node:path';
import { type Browser, type Locator, type Page } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { productInBrowser, SCREENSHOTS } from './testing/browser-suite';
import {
  call,
  completeWelcomeSetup,
  eventually,
  partnerApplication,
  signInSession,
} from './testing/api-session';

const ADMIN_EMAIL = 'admin@firm.com.au';
const PARTNER_EMAIL = 'sam@acme-stairs.com.au';
const USER_EMAIL = 'pat@build.example';
const COMPANY = 'Acme Stairs Pty Ltd';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Stats {
  total_users: number;
  idle_demo_accounts: number;
}

/** Both sizes of the screen as it is now, `21-3-<name>-1280.png` and `-390.png`. */
async function screenshots(
  page: Page,
  name: string,
  { beforePhone, fullPage = true }: { beforePhone?: () => Promise<void>; fullPage?: boolean } = {},
): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: join(SCREENSHOTS, `21-3-${name}-1280.png`), fullPage });
  await page.setViewportSize(PHONE);
  await beforePhone?.();
  await page.screenshot({ path: join(SCREENSHOTS, `21-3-${name}-390.png`), fullPage });
  await page.setViewportSize(DESKTOP);
}

/** What a cell shows, and the title (hover) of its element carrying one. */
async function shownAndHover(cell: Locator): Promise<{ text: string; title: string | null }> {
  return {
    text: (await cell.textContent()) ?? '',
    title: await cell.locator('[title]').first().getAttribute('title'),
  };
}

/** Waits for the page's own admin check (so an absent Admin link is an answer, not a race). */
function adminCheckAnswered(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => response.url().includes('/api/admin/check-admin-status'));
}

/**
 * Issue 21, point 3: the admin console names people and companies instead of showing ids (ids on
 * hover), the audit actor filter finds entries by part of an email, Total Users counts people with
 * idle automatic demo accounts apart, and admins (only) see an Admin link in the chat sidebar and
 * the landing header.
 */
describe('browser: a readable admin console', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it('names people and companies, searches actors by email, counts people, and links admins to /admin', async () => {
    const admin = await signInSession(browser, product.url, ADMIN_EMAIL, DESKTOP);
    const stats = () => call<Stats>(admin, 'GET', '/api/admin/stats');
    // The admin is a person: once they are counted, the projector has caught up with the sign-in.
    const before = await eventually(
      stats,
      (r) => r.status === 200 && r.body.total_users >= 1,
      'the admin to be counted',
    ).then((r) => r.body);

    // A visit to /chat?user_type=demo that asks nothing: an idle automatic demo account, not a person.
    const visitor = await browser.newContext({ viewport: DESKTOP });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${product.url}/chat?user_type=demo`);
    await visitorPage
      .getByRole('textbox', { name: 'Your question' })
      .or(visitorPage.getByRole('progressbar'))
      .first()
      .waitFor({ timeout: 20_000 });
    const withIdle = await eventually(
      stats,
      (r) => r.body.idle_demo_accounts === before.idle_demo_accounts + 1,
      'the idle demo account to be counted',
    );
    expect(withIdle.body.total_users).toBe(before.total_users);
    await visitor.close();

    // A company applies and the admin approves it; the partner uploads a community document.
    const sam = await signInSession(browser, product.url, PARTNER_EMAIL, DESKTOP);
    const applied = await call<{ partner_id: string }>(
      sam,
      'POST',
      '/api/partners/register',
      partnerApplication(COMPANY, PARTNER_EMAIL),
    );
    expect(applied.status).toBe(200);
    const partnerId = applied.body.partner_id;
    await eventually(
      () =>
        call(admin, 'POST', '/api/admin/partners/review', {
          partner_id: partnerId,
          action: 'approve',
          admin_notes: 'ABN checked',
        }),
      (r) => r.status === 200,
      'the approval',
    );
    const uploaded = await sam.page.evaluate(async (token) => {
      const form = new FormData();
      form.append(
        'file',
        new File(['Closed stringers are housed 15 mm.'], 'closed-stringers.txt', { type: 'text/plain' }),
      );
      const response = await fetch('/api/knowledge/upload-community', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      return response.status;
    }, sam.token);
    expect(uploaded).toBe(200);

    // A user asks a question and suggests an improvement to the answer (a contribution).
    const pat = await signInSession(browser, product.url, USER_EMAIL, DESKTOP);
    await completeWelcomeSetup(pat);
    const asked = await call<{ question_id: string }>(pat, 'POST', '/api/chat/ask', {
      question: 'What is the NCC stair handrail height?',
    });
    expect(asked.status).toBe(200);
    const contributed = await call(pat, 'POST', '/api/chat/contribution', {
      message_id: `${asked.body.question_id}:answer`,
      contribution_text: 'Mention AS 1657 for fixed ladders.',
      opt_in_credit: true,
    });
    expect(contributed.status).toBe(200);

    // The admin's weekly report.
    expect((await call(admin, 'POST', '/api/admin/reports/weekly', {})).status).toBe(200);

    // Total Users: the two new people (sam, pat) and no more; idle automatic accounts apart.
    const after = await eventually(
      stats,
      (r) => r.body.total_users === before.total_users + 2,
      'the two new people to be counted',
    ).then((r) => r.body);
    expect(after.idle_demo_accounts).toBeGreaterThanOrEqual(before.idle_demo_accounts + 1);

    const page = admin.page;
    await page.goto(`${product.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor({ timeout: 20_000 });
    const totalCard = page.getByRole('region', { name: 'Statistics' }).getByRole('listitem').first();
    await totalCard.getByText('Total Users').waitFor();
    const card = (await totalCard.textContent()) ?? '';
    expect(card).toContain(`Total Users${after.total_users}`);
    const idle = after.idle_demo_accounts;
    expect(card).toContain(`+ ${idle} idle demo ${idle === 1 ? 'account' : 'accounts'}`);
    await screenshots(page, 'stat-cards');

    // Audit: the approval by the admin's name and email, about the company; the ids on hover only.
    await page.getByRole('tab', { name: 'Audit' }).click();
    const audit = page.getByRole('tabpanel', { name: 'Audit' });
    const row = audit.getByRole('row').filter({ hasText: 'PartnerApproved' });
    await row.waitFor({ timeout: 15_000 });
    const cells = row.getByRole('cell');
    const actor = await shownAndHover(cells.nth(3));
    expect(actor.text).toContain('admin');
    expect(actor.text).toContain(ADMIN_EMAIL);
    expect(actor.text).not.toContain(admin.uid);
    expect(actor.title).toBe(admin.uid);
    const subject = await shownAndHover(cells.nth(4));
    expect(subject.text).toContain(COMPANY);
    expect(subject.text).not.toContain(partnerId);
    expect(subject.title).toBe(partnerId);
    await screenshots(page, 'audit');

    // The actor filter finds the admin's entries by part of the email, and nobody else's.
    const actorFilter = audit.getByLabel('Actor');
    expect(await actorFilter.getAttribute('placeholder')).toBe('Email, name or user id');
    await actorFilter.fill('admin@fi');
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/admin/audit?') && r.url().includes('actor=admin%40fi'),
    );
    await audit.getByRole('button', { name: 'Apply' }).click();
    await filtered;
    await row.waitFor();
    const actors = await audit.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(actors.length).toBeGreaterThan(0);
    for (const text of actors) expect(text).toContain(ADMIN_EMAIL);
    await actorFilter.fill(PARTNER_EMAIL);
    await audit.getByRole('button', { name: 'Apply' }).click();
    await audit.getByText('No audit entries match.').waitFor({ timeout: 15_000 });

    // Content: the contribution "From" and the upload "by" name people, ids on hover.
    await page.getByRole('tab', { name: 'Content' }).click();
    const content = page.getByRole('tabpanel', { name: 'Content' });
    const from = content.getByText(/^From/);
    await from.waitFor({ timeout: 15_000 });
    const fromText = (await from.textContent()) ?? '';
    expect(fromText).toContain(USER_EMAIL);
    expect(fromText).not.toContain(pat.uid);
    expect(await from.locator('[title]').first().getAttribute('title')).toBe(pat.uid);
    const upload = content.getByRole('listitem').filter({ hasText: 'closed-stringers.txt' });
    await upload.waitFor({ timeout: 15_000 });
    expect(await upload.textContent()).toContain(`by sam${PARTNER_EMAIL}`);
    expect(await upload.textContent()).not.toContain(sam.uid);

    // Reports: "Generated ... by" the admin's name and email.
    await page.getByRole('tab', { name: 'Reports' }).click();
    const byLine = page
      .getByRole('tabpanel', { name: 'Reports' })
      .getByText(/Generated/)
      .first();
    await byLine.waitFor();
    const reportText = (await byLine.textContent()) ?? '';
    expect(reportText).toContain(`by admin${ADMIN_EMAIL}`);
    expect(reportText).not.toContain(admin.uid);

    // The Admin link: in the chat sidebar and the landing header, for the admin.
    await completeWelcomeSetup(admin);
    const adminChecked = adminCheckAnswered(page);
    await page.goto(`${product.url}/chat`);
    await adminChecked;
    const sidebarLink = page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Admin Dashboard' });
    await sidebarLink.waitFor({ timeout: 20_000 });
    expect(await sidebarLink.getAttribute('href')).toBe('/admin');
    await screenshots(page, 'chat-sidebar-admin-link', {
      beforePhone: async () => {
        await page.getByRole('button', { name: 'Open sidebar' }).click();
        await sidebarLink.waitFor();
        // The sidebar slides in: the picture is taken once it is fully in view.
        await page.waitForFunction(() => {
          const sidebar = document.querySelector('.chat-sidebar');
          return sidebar !== null && sidebar.getBoundingClientRect().left >= 0;
        });
        await page.waitForTimeout(300);
      },
    });

    await page.goto(`${product.url}/`);
    const headerLink = page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true });
    await headerLink.waitFor({ timeout: 20_000 });
    expect(await headerLink.getAttribute('href')).toBe('/admin');
    // The header is the point: the first screen, not the whole landing page. On a phone the link
    // is in the header's menu, so the picture is taken with the menu open.
    await screenshots(page, 'landing-header-admin-link', {
      fullPage: false,
      beforePhone: async () => {
        await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
        await headerLink.waitFor();
      },
    });
    await page.reload();
    await headerLink.waitFor({ timeout: 20_000 });
    // Reachable by keyboard, and it leads to the console.
    for (let i = 0; i < 12; i++) {
      if (await headerLink.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await headerLink.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor({ timeout: 20_000 });

    // Not for a normal user.
    const patChecked = adminCheckAnswered(pat.page);
    await pat.page.goto(`${product.url}/chat`);
    await patChecked;
    await pat.page.getByRole('navigation', { name: 'Account' }).waitFor({ timeout: 20_000 });
    expect(await pat.page.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    const patLandingChecked = adminCheckAnswered(pat.page);
    await pat.page.goto(`${product.url}/`);
    await patLandingChecked;
    await pat.page.getByRole('banner').getByRole('link', { name: 'Go to Chat' }).waitFor();
    expect(await pat.page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).count()).toBe(
      0,
    );

    await Promise.all([admin.context.close(), sam.context.close(), pat.context.close()]);
  });
});
