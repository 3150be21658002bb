import { answerBlockSchema } from '@buildmentor/contracts';
import { type DimensionScore, fraction, type Scorer } from './dimension';

export const MIN_NEXT_STEPS = 2;
export const MAX_NEXT_STEPS = 7;

/**
 * The answer has the spec's shape (section 2, Answer cards): a title, the three parts (Technical
 * Answer, Mentoring Insight, Next Steps) with text in each, 2 to 7 numbered next steps, and blocks
 * the renderer accepts. Each of the five checks is worth the same.
 */
export const scoreStructure: Scorer = (answer): DimensionScore => {
  const notes: string[] = [];
  const steps = answer.response.next_steps.filter((step) => step.trim().length > 0);
  const checks: [boolean, string][] = [
    [answer.title.trim().length > 0, 'no title'],
    [answer.response.technical.trim().length > 0, 'empty technical part'],
    [answer.response.mentoring.trim().length > 0, 'empty mentoring part'],
    [
      steps.length === answer.response.next_steps.length &&
        steps.length >= MIN_NEXT_STEPS &&
        steps.length <= MAX_NEXT_STEPS,
      `${steps.length} next steps (wants ${MIN_NEXT_STEPS}-${MAX_NEXT_STEPS}, none empty)`,
    ],
    [answer.blocks.every((block) => answerBlockSchema.safeParse(block).success), 'a block is not valid'],
  ];
  for (const [passed, note] of checks) if (!passed) notes.push(note);
  return { score: fraction(checks.filter(([passed]) => passed).length, checks.length), notes };
};
