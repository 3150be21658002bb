import { type Page } from 'playwright-core';

/** What has keyboard focus: its accessible-ish name, and whether a focus ring shows on it. */
export interface Focused {
  tag: string;
  name: string;
  /** :focus-visible matches and the element draws an outline or a box shadow. */
  ringShown: boolean;
}

/** The focused element, named by aria-label, its label, or its text. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', name: '', ringShown: false };
    const labelled = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    return {
      tag: element.tagName.toLowerCase(),
      name: label.replace(/\s+/g, ' ').trim(),
      ringShown: element.matches(':focus-visible') && (outline || shadow),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches `name`, and returns every
 * element focused on the way (to check each shows a focus ring). Fails after `limit` presses.
 */
export async function tabTo(
  page: Page,
  name: RegExp,
  { backwards = false, limit = 60 } = {},
): Promise<Focused[]> {
  const visited: Focused[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    visited.push(now);
    if (name.test(now.name)) return visited;
  }
  throw new Error(
    `Tab never reached ${name}; visited: ${visited.map((element) => `${element.tag} "${element.name}"`).join(', ')}`,
  );
}

/**
 * The visited elements that showed no focus ring, readably (empty when every one did). Focus on
 * the body is Tab leaving the page for the browser's own controls: no element to ring.
 */
export function withoutRing(visited: Focused[]): string[] {
  return visited
    .filter((element) => element.tag !== 'body' && !element.ringShown)
    .map((element) => `${element.tag} "${element.name}"`);
}

/**
 * Tabs through the whole page from the top (until focus leaves the page, or `limit` presses) and
 * returns every element focused on the way.
 */
export async function tabThroughPage(page: Page, limit = 80): Promise<Focused[]> {
  // Tab continues from where focus was (an autofocused field): start from the top of the page.
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
  });
  const visited: Focused[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.tag === 'body') break;
    visited.push(now);
  }
  return visited;
}
