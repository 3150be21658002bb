import { type Page } from 'playwright-core';

/** Asks `question` in the open chat and waits until the thread holds `answers` Technical Answer cards. */
export async function askAndWait(page: Page, question: string, answers: number): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(question);
  await input.press('Enter');
  await page
    .getByRole('region', { name: 'Technical Answer' })
    .nth(answers - 1)
    .waitFor({ timeout: 30_000 });
}
