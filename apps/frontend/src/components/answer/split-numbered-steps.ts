/** A step marker: '1. ' or '1) ' at the start or after whitespace. */
const MARKER = /(^|\s)(\d{1,2})[.)]\s+/g;
const LEADING_NUMBER = /^\s*\d{1,2}[.)]\s+/;

export interface NumberedSteps {
  /** Text before the first marker ('Next, do this: 1. ...'), if any. */
  intro: string;
  steps: string[];
}

/**
 * Splits 'Do this: 1. Check A. 2. Ask B.' into its steps (spec: Next Steps with no steps array).
 * Only markers counting up from 1 split, so 'clause 3.1. Then' or 'AS 1428.1. Use' stay intact.
 */
export function splitNumberedSteps(text: string): NumberedSteps {
  const cuts: { start: number; contentStart: number }[] = [];
  let expected = 1;
  for (const match of text.matchAll(MARKER)) {
    if (Number(match[2]) !== expected) continue;
    cuts.push({ start: match.index + (match[1] ?? '').length, contentStart: match.index + match[0].length });
    expected += 1;
  }
  const first = cuts[0];
  if (!first) {
    const whole = text.trim();
    return { intro: '', steps: whole ? [whole] : [] };
  }
  const steps = cuts
    .map((cut, index) => text.slice(cut.contentStart, cuts[index + 1]?.start ?? text.length).trim())
    .filter((step) => step.length > 0);
  return { intro: text.slice(0, first.start).trim(), steps };
}

/**
 * The steps a Next Steps card lists. A real array wins (its items lose any '1. ' prefix, since
 * the list numbers itself); a single string holding a whole numbered list, or plain content
 * with no array, is split on its markers.
 */
export function resolveNextSteps(steps: readonly string[] | undefined, content = ''): NumberedSteps {
  const items = (steps ?? []).map((step) => step.trim()).filter((step) => step.length > 0);
  if (items.length > 1) return { intro: '', steps: items.map((step) => step.replace(LEADING_NUMBER, '')) };
  const only = items[0];
  return splitNumberedSteps(only ?? content);
}
