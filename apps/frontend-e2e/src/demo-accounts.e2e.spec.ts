import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { type RunningProduct } from '@buildmentor/test-harness';
import { productInBrowser, SCREENSHOTS } from './testing/browser-suite';

const A = 'What is the NCC stair handrail height?';
const B = 'Which fire door for a Class 2 unit entry?';

const recent = (page: Page) => page.getByRole('navigation', { name: 'Recent conversations' });
const signedInAs = (page: Page) => page.locator('.chat-sidebar__email');

/** Asks in the open conversation and waits for the final answer (its feedback buttons). */
async function ask(page: Page, question: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(question);
  await input.press('Enter');
  await page.getByRole('log', { name: 'Conversation' }).getByText(question, { exact: true }).waitFor();
  await page.locator('button[aria-label="Helpful"]').first().waitFor({ timeout: 60_000 });
}

/** The sidebar's recent conversations: exactly one, whose title contains `title`. */
async function onlyConversation(page: Page, title: RegExp): Promise<void> {
  await recent(page).getByRole('button', { name: title }).waitFor();
  expect(await recent(page).getByRole('button').count()).toBe(1);
}

/** A fresh browser (its own storage) on /chat?user_type=pro, signed in as its pro demo user. */
async function openProChat(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url}/chat?user_type=pro`);
  await page.getByRole('textbox', { name: 'Your question' }).waitFor();
  return page;
}

/**
 * Issue 21, point 2: `/chat?user_type=pro` gives each browser its own pro demo user. Two browsers
 * never see each other's conversations; a reload keeps the account; sign-out ends it, and the next
 * pro visit is a fresh account.
 */
describe('browser: each browser gets its own pro demo account', () => {
  let product: RunningProduct;
  let browser: Browser;
  productInBrowser((suite) => ({ product, browser } = suite));

  it('keeps two browsers apart, keeps the account over a reload, and starts afresh after sign-out', async () => {
    const first = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const second = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const failures: string[] = [];
    const a = await openProChat(first, product.url);
    const b = await openProChat(second, product.url);
    for (const page of [a, b]) page.on('pageerror', (error) => failures.push(error.message));

    const emailA = (await signedInAs(a).textContent())?.replace('Signed in as', '').trim();
    const emailB = (await signedInAs(b).textContent())?.replace('Signed in as', '').trim();
    expect(emailA).toMatch(/^pro\.user\+[0-9a-f]{8}@buildmentor\.example$/);
    expect(emailB).toMatch(/^pro\.user\+[0-9a-f]{8}@buildmentor\.example$/);
    expect(emailA).not.toBe(emailB);

    await ask(a, A);
    await ask(b, B);
    await onlyConversation(a, /stair handrail/);
    await onlyConversation(b, /Which fire door/);
    await a.screenshot({ path: join(SCREENSHOTS, 'demo-accounts-first-browser.png') });
    await b.screenshot({ path: join(SCREENSHOTS, 'demo-accounts-second-browser.png') });

    // A reload keeps the first browser's account and its conversation, and still not the other's.
    await a.reload();
    await a.getByRole('textbox', { name: 'Your question' }).waitFor();
    expect((await signedInAs(a).textContent())?.replace('Signed in as', '').trim()).toBe(emailA);
    await onlyConversation(a, /stair handrail/);

    // Sign-out, then the pro link again: a fresh account with no conversations.
    await a.getByRole('button', { name: 'Sign out' }).click();
    await a.getByRole('button', { name: 'Yes, sign out' }).click();
    await a.waitForURL('**/auth');
    await a.goto(`${product.url}/chat?user_type=pro`);
    await a.getByRole('textbox', { name: 'Your question' }).waitFor();
    const emailAfter = (await signedInAs(a).textContent())?.replace('Signed in as', '').trim();
    expect(emailAfter).toMatch(/^pro\.user\+[0-9a-f]{8}@buildmentor\.example$/);
    expect(emailAfter).not.toBe(emailA);
    expect(emailAfter).not.toBe(emailB);
    await recent(a).getByText('No conversations yet').waitFor();
    expect(await recent(a).getByRole('button').count()).toBe(0);
    await a.screenshot({ path: join(SCREENSHOTS, 'demo-accounts-after-sign-out.png') });

    // On a phone the same account shows (the sidebar opens from the menu).
    await a.setViewportSize({ width: 390, height: 844 });
    await a.screenshot({ path: join(SCREENSHOTS, 'demo-accounts-after-sign-out-390.png') });

    expect(failures).toEqual([]);
    await first.close();
    await second.close();
  });
});
