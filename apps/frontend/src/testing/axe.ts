import axe from 'axe-core';

/**
 * Runs axe-core on a rendered container and returns the violations that matter: 'serious' and
 * 'critical'. jsdom does no layout or canvas, so the rules that need them (colour contrast, and
 * the icon-ligature check of label-content-name-mismatch) are left to the browser test.
 */
export async function seriousAxeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
