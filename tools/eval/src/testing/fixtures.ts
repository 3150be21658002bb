import { type V2AnswerBody } from '@buildmentor/answering';
import { type EvalCase, type EvalCaseInput, evalCaseSchema } from '../cases/eval-case.schema';

/** Spec fixtures: a well-formed answer and a case, each changed only where a test says. */
export function anAnswer(
  overrides: Partial<Omit<V2AnswerBody, 'response'>> & { response?: Partial<V2AnswerBody['response']> } = {},
): V2AnswerBody {
  const { response, ...rest } = overrides;
  return {
    title: 'Shower waterproofing',
    summary: 'Internal wet areas are waterproofed to AS 3740.',
    blocks: [{ type: 'markdown', text: 'Waterproof the shower to AS 3740.' }],
    meta: { emoji: '🚿', schema: 'v2', mapped: false, schema_version: '2', suggested_actions: [] },
    sources: [],
    confidence: 0.7,
    ...rest,
    response: {
      technical: [
        'Shower recesses and bathroom floors in a house are waterproofed to AS 3740, which the NCC calls up for houses.',
        'The standard sets where the membrane goes: the whole shower floor and walls to a height above the rose, the bathroom floor where it is not a shower, and the junctions between floor and walls.',
        'Confirm the membrane class with the waterproofer, check the falls to the waste and the waterstop at the shower entry, and make sure the installer certifies the work before tiling starts.',
      ].join('\n\n'),
      mentoring: 'Check the membrane certificate before tiling and record the inspection.',
      format: 'structured',
      next_steps: ['Confirm the wet area extent.', 'Specify the membrane.', 'Inspect before tiling.'],
      ...response,
    },
  };
}

export function aCase(overrides: Partial<EvalCaseInput> = {}): EvalCase {
  return evalCaseSchema.parse({
    id: 'test-case',
    question: 'Which standard covers waterproofing a shower?',
    jurisdiction: 'AU',
    profile: {
      experienceLevel: 'intermediate',
      industrySectors: ['Residential'],
      disciplines: ['Waterproofing Design'],
      companyType: 'Construction Company',
    },
    tier: 'pro',
    enhanced: false,
    required: ['AS 3740'],
    ...overrides,
  });
}

/** Repeats a sentence to make a text of about `words` words. */
export const wordsOf = (words: number) =>
  Array.from({ length: Math.ceil(words / 5) }, () => 'Check the wet area detail.').join(' ');
