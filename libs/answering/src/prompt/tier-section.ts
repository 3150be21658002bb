import { type AnswerTier } from '../answer-generator.port';
import { PROJECT_STAGES } from '../intelligence/project-stages';
import { tierIntelligence } from '../intelligence/tier-intelligence';
import { specialisedPrompt } from './discipline-prompts';

/** Enhanced prompting (every tier): a reasoning checklist the model works through silently. */
export const REASONING_CHECKLIST = [
  'Work through this checklist before writing (do not print the checklist itself):',
  '1. Jurisdiction: Australia (which state or territory) or New Zealand; say which you assumed.',
  '2. Building classification (NCC Class) and the NCC volume and edition that apply.',
  '3. The performance requirement, then the deemed-to-satisfy provisions and referenced standards (AS, AS/NZS).',
  '4. State or territory variations, and local planning or authority requirements.',
  '5. What the reference passages say; where they conflict or are silent, say so.',
  '6. What you are unsure of, and who confirms it (certifier, engineer, authority).',
].join('\n');

/**
 * The tier intelligence part of the system prompt: Starter (and demo) get the checklist; Pro adds
 * project stage detection with workflow and consultant recommendations; Pro-Plus and Day Pass add
 * specialised discipline prompts.
 */
export function tierSection(tier: AnswerTier, disciplines: readonly string[]): string {
  const intelligence = tierIntelligence(tier);
  const parts = [`## Method\n${REASONING_CHECKLIST}`];
  if (intelligence.workflowIntelligence) {
    const stages = PROJECT_STAGES.map((stage) => `- ${stage.id}: ${stage.label}`).join('\n');
    parts.push(
      [
        '## Workflow intelligence',
        'Detect the project stage from the question and the conversation. Set `project_stage` to one of these ids, or null when nothing indicates the stage (do not guess):',
        stages,
        "Fill `workflow_recommendations` with 2 to 4 steps that fit that stage (or general sequencing advice when the stage is unknown), and `consultant_recommendations` with 1 to 4 consultants or authorities to involve, each with the reason. Do not recommend the asker's own discipline as an outside consultant.",
      ].join('\n'),
    );
  }
  if (intelligence.specialisedPrompts) {
    parts.push(['## Specialist perspective', specialisedPrompt(disciplines)].join('\n'));
  }
  return parts.join('\n\n');
}
