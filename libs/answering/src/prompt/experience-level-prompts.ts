import { EXPERIENCE_LEVEL_OPTIONS, type ExperienceLevel, isExperienceLevel } from '@buildmentor/contracts';

/**
 * The experience-level adaptation table (spec section 3) as prompt text. The label and the
 * adaptation come from contracts, word for word; the spec says each level carries four example
 * behaviours without showing them, so the behaviours below are ours.
 */
export const LEVEL_BEHAVIOURS: Record<ExperienceLevel, readonly string[]> = {
  graduate: [
    'Explain each step in order and say why it matters.',
    'Define terms and acronyms the first time they appear (FRL, DtS, PCA).',
    'Point to the exact document to read and what to look for in it.',
    'Suggest what to check with a senior colleague or the certifier.',
  ],
  intermediate: [
    'Lead with the practical solution, then the key reasoning.',
    'Give moderate detail: the checks that matter, not a tutorial.',
    'Flag coordination risks between disciplines.',
    'Mention common mistakes on site or in documentation.',
  ],
  senior: [
    'Offer advanced insight: trade-offs, risk and cost or programme impact.',
    'Take a strategic perspective on the compliance pathway (DtS versus performance solution).',
    "Note where judgement, precedent or the certifier's view decides the outcome.",
    'Skip basics unless they change the answer.',
  ],
  expert: [
    'Be concise and high-level: expert to expert.',
    'State the governing provision and the key judgement; no tutorials.',
    'Surface edge cases, state variations and recent code changes.',
    'Use bullet points and keep the mentoring part short.',
  ],
};

export const DEFAULT_EXPERIENCE_LEVEL: ExperienceLevel = 'intermediate';

/** The adaptation instructions for the asker's level (intermediate when unknown). */
export function experienceLevelPrompt(level: string | null | undefined): string {
  const value = level && isExperienceLevel(level) ? level : DEFAULT_EXPERIENCE_LEVEL;
  const option = EXPERIENCE_LEVEL_OPTIONS.find((o) => o.value === value)!;
  const known = level && isExperienceLevel(level) ? '' : ' (not stated; assume this level)';
  return [
    `Experience level: ${option.label}${known}.`,
    `Adapt the answer: ${option.adaptation}.`,
    ...LEVEL_BEHAVIOURS[value].map((behaviour) => `- ${behaviour}`),
  ].join('\n');
}
