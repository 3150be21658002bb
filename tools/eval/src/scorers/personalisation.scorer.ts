import { type ExperienceLevel } from '@buildmentor/contracts';
import { answerText, wordCount } from './answer-text';
import { type DimensionScore, fraction, type Scorer } from './dimension';

interface LevelExpectation {
  /** Words of technical plus mentoring text that suit the level. */
  words: [min: number, max: number];
  /** What the mentoring part of an answer at this level reads like (spec section 3, the adaptation table). */
  mentoring: (text: string) => boolean;
  describe: string;
}

const steps = (text: string) =>
  /^\s*(?:[-*•]|\d+[.)])\s+\S/m.test(text) || text.split(/(?<=[.!?])\s+/).filter((s) => s.trim()).length >= 3;

/**
 * The spec's adaptation table, made measurable: graduate "detailed, step-by-step, mentoring"
 * (long enough, mentoring in steps), intermediate "practical solutions, moderate detail",
 * senior "advanced insight, strategic perspective" (mentoring about pathway, risk, cost or
 * programme), expert "concise, high-level, expert-to-expert" (short, and a short mentoring note).
 */
export const LEVEL_EXPECTATIONS: Record<ExperienceLevel, LevelExpectation> = {
  graduate: { words: [150, Infinity], mentoring: steps, describe: 'detailed, mentoring in steps' },
  intermediate: {
    words: [80, 700],
    mentoring: (text) => /practical|coordinat|confirm|check|on site|detail|record/i.test(text),
    describe: 'moderate detail, practical mentoring',
  },
  senior: {
    words: [80, 700],
    mentoring: (text) => /strateg|pathway|risk|programme|cost|trade-?off|procurement|certifier/i.test(text),
    describe: 'strategic mentoring',
  },
  expert: {
    words: [30, 400],
    mentoring: (text) => wordCount(text) <= 120,
    describe: 'concise, a short mentoring note',
  },
};

/** Words too common in answers to show that one names the asker's field. */
const GENERIC = new Set(
  'engineering engineer systems system design management planning services solutions facilities developments others other building performance-based'.split(
    ' ',
  ),
);

/**
 * How an answer names an option label: "Hydraulic Engineering / Plumbing" by "hydraulic
 * engineering", "plumbing" or "hydraulic" (a distinctive word, at the start of a word, so
 * "hydraulic engineer" counts; plurals as their singular); generic words ("engineering",
 * "design") alone do not.
 */
export function labelTerms(label: string): RegExp[] {
  const lower = label.toLowerCase();
  const phrases = lower
    .split(/[/()&,]/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4 && !GENERIC.has(part));
  const words = lower.split(/[^a-zà-ÿ-]+/).filter((word) => word.length >= 5 && !GENERIC.has(word));
  // A plural matches its singular too: "Data Centres" is named by "a data centre".
  const stems = [...phrases, ...words].map((term) => (term.length > 5 ? term.replace(/s$/, '') : term));
  return [...new Set(stems)].map(
    (term) => new RegExp(`(?<![a-zà-ÿ])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'),
  );
}

const mentions = (text: string, labels: readonly string[]) =>
  labels.some((label) => labelTerms(label).some((term) => term.test(text)));

/**
 * Does the answer fit its asker? Half for depth and mentoring tracking the experience level, half
 * for naming the asker's discipline or sector when the case says a good answer would (all of it
 * for depth when the case asks for no mention). Out-of-scope cases: n/a.
 */
export const scorePersonalisation: Scorer = (answer, evalCase): DimensionScore | null => {
  if (evalCase.outOfScope) return null;
  const notes: string[] = [];
  const level = LEVEL_EXPECTATIONS[evalCase.profile.experienceLevel];
  const words = wordCount(`${answer.response.technical}\n${answer.response.mentoring}`);
  const [min, max] = level.words;
  const lengthFits = words >= min && words <= max;
  if (!lengthFits) notes.push(`${words} words for ${evalCase.profile.experienceLevel} (wants ${min}-${max})`);
  const mentoringFits = level.mentoring(answer.response.mentoring);
  if (!mentoringFits) notes.push(`mentoring is not ${level.describe}`);
  const depth = fraction(Number(lengthFits) + Number(mentoringFits), 2);
  if (evalCase.mentions.length === 0) return { score: depth, notes };

  const text = answerText(answer);
  const named = evalCase.mentions.filter((kind) => {
    const ok = mentions(
      text,
      kind === 'discipline' ? evalCase.profile.disciplines : evalCase.profile.industrySectors,
    );
    if (!ok) notes.push(`does not mention the asker's ${kind}`);
    return ok;
  });
  return { score: depth / 2 + fraction(named.length, evalCase.mentions.length) / 2, notes };
};
