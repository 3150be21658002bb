import { type AdviceCode } from './jurisdiction';

/**
 * How answers adapt to experience level (spec section 3: the adaptation table). The offline
 * answerer changes depth and tone; an LLM gets the same table in its prompt.
 */
export interface LevelGuidance {
  label: string;
  adaptation: string;
  /** How many technical paragraphs to include. */
  depth: number;
  /** The mentoring note, in the words of the code the answer is under (see CODE_WORDS). */
  mentoring: (topicTitle: string, code?: AdviceCode) => string;
}

/** The few words of the mentoring notes that differ between the Australian and New Zealand systems. */
const CODE_WORDS: Record<
  AdviceCode,
  { first: string; checker: string; simple: string; alternative: string; local: string }
> = {
  AU: {
    first: 'write down the building class first, because almost every requirement hangs off it',
    checker: 'certifier',
    simple: 'a deemed-to-satisfy answer is cheapest to certify',
    alternative: 'a performance solution',
    local: 'state variations',
  },
  NZ: {
    first:
      'write down the Building Code clause first, because the acceptable solution and the standards hang off it',
    checker: 'building consent authority',
    simple: 'an acceptable solution or verification method is the simplest to get consented',
    alternative: 'an alternative solution',
    local: "the consent authority's expectations",
  },
  either: {
    first:
      'write down where the building is and which code governs it first, because every requirement hangs off it',
    checker: 'approving authority',
    simple: 'the code’s standard solution is the simplest to get approved',
    alternative: 'an alternative or performance solution',
    local: 'local approval rules',
  },
};

export const LEVEL_GUIDANCE: Record<string, LevelGuidance> = {
  graduate: {
    label: 'Graduate / Beginner (0-2 years)',
    adaptation: 'detailed, step-by-step, mentoring',
    depth: 4,
    mentoring: (topic, code = 'AU') =>
      `Take ${inSentence(topic)} one step at a time: ${CODE_WORDS[code].first}.\n\n- Read the clause itself, not a summary, and note the edition you read.\n- Ask a senior colleague to check your first assessment before it goes into a report.\n- Keep a short log of the provisions you used; it becomes your own reference.`,
  },
  intermediate: {
    label: 'Intermediate (3-7 years)',
    adaptation: 'practical solutions, moderate detail',
    depth: 3,
    mentoring: (topic, code = 'AU') =>
      `For ${inSentence(topic)}, the practical risk is usually coordination rather than the rule itself: confirm who owns each check (architect, engineer, ${CODE_WORDS[code].checker}) and record it in the design report so nothing falls between disciplines.`,
  },
  senior: {
    label: 'Senior (8-15 years)',
    adaptation: 'advanced insight, strategic perspective',
    depth: 3,
    mentoring: (topic, code = 'AU') =>
      `Strategically, settle the compliance pathway for ${inSentence(topic)} early: ${CODE_WORDS[code].simple}, while ${CODE_WORDS[code].alternative} needs time, an agreed method and the ${CODE_WORDS[code].checker}'s buy-in. Flag where the decision affects cost or programme.`,
  },
  expert: {
    label: 'Expert / Principal (15+ years)',
    adaptation: 'concise, high-level, expert-to-expert',
    depth: 2,
    mentoring: (topic, code = 'AU') =>
      `Key judgement on ${inSentence(topic)}: pathway choice and ${CODE_WORDS[code].local}; the rest is routine checking for the team.`,
  },
};

export const DEFAULT_LEVEL = 'intermediate';

export function guidanceFor(level: string | null | undefined): LevelGuidance {
  return LEVEL_GUIDANCE[level ?? DEFAULT_LEVEL] ?? LEVEL_GUIDANCE[DEFAULT_LEVEL]!;
}

/**
 * A topic title as it reads inside a sentence: ordinary words in lower case, designations kept
 * ("concrete structures (AS 3600)", "energy efficiency (NCC section J)", "safety from falling
 * (clause F4)", not "(as 3600)").
 */
export const inSentence = (title: string) =>
  title
    .split(' ')
    .map((word) => (/^\W*[A-Z]\W*$|[A-Z].*[A-Z0-9]|\d/.test(word) ? word : word.toLowerCase()))
    .join(' ')
    .replace(/\bnew zealand\b/g, 'New Zealand');
