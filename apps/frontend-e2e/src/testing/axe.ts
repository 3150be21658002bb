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
 * Runs axe on the whole document as it is now and returns its serious and critical violations,
 * one readable line each: rule id, impact, what the rule asks (help) and the offending elements.
 * An empty list is a pass.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  );
  return results.violations
    .filter((violation) => violation.impact && BLOCKING.includes(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
