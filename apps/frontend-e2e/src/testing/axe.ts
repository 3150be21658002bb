import { readFileSync } from 'node:fs';
import type { AxeResults, ImpactValue } from 'axe-core';
import { type Page } from 'playwright-core';

/**
 * axe-core's browser build. It is evaluated in the page rather than added as a <script> tag
 * (`page.addScriptTag`): the product's CSP (script-src 'self') rightly refuses an injected tag,
 * and evaluating through the DevTools protocol keeps that CSP in force while the page is tested.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts the issue forbids; moderate and minor findings are not failures. */
const BLOCKING: ImpactValue[] = ['serious', 'critical'];

/**
 * Runs axe on the page as it is now and returns its serious and critical violations, one readable
 * line each: rule id, impact, what the rule asks (help) and the offending elements. An empty list
 * is a pass.
 *
 * `within` narrows the check to one part of the page: a CSS selector for the element to check
 * (the first match). Without it the whole document is checked. A selector that matches nothing
 * throws rather than quietly checking something else.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Evaluated on every call, never reused from an earlier call: reusing the instance left from
  // before an in-app navigation made plans.e2e's Starter plan box never appear.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate((selector) => {
    const context = selector === undefined ? document : document.querySelector(selector);
    if (!context) throw new Error(`axe: nothing on the page matches ${selector}`);
    return (
      window as unknown as { axe: { run(context: Node, options: object): Promise<AxeResults> } }
    ).axe.run(context, { resultTypes: ['violations'] });
  }, within);
  return results.violations
    .filter((violation) => violation.impact && BLOCKING.includes(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
