/**
 * How answers adapt to experience level (spec section 3: the adaptation table). The offline
 * answerer changes depth and tone; an LLM gets the same table in its prompt.
 */
export interface LevelGuidance {
  label: string;
  adaptation: string;
  /** How many technical paragraphs to include. */
  depth: number;
  mentoring: (topicTitle: string) => string;
}

export const LEVEL_GUIDANCE: Record<string, LevelGuidance> = {
  graduate: {
    label: 'Graduate / Beginner (0-2 years)',
    adaptation: 'detailed, step-by-step, mentoring',
    depth: 4,
    mentoring: (topic) =>
      `Take ${topic.toLowerCase()} one step at a time: write down the building class first, because almost every requirement hangs off it.\n\n- Read the clause itself, not a summary, and note the edition you read.\n- Ask a senior colleague to check your first assessment before it goes into a report.\n- Keep a short log of the provisions you used; it becomes your own reference.`,
  },
  intermediate: {
    label: 'Intermediate (3-7 years)',
    adaptation: 'practical solutions, moderate detail',
    depth: 3,
    mentoring: (topic) =>
      `For ${topic.toLowerCase()}, the practical risk is usually coordination rather than the rule itself: confirm who owns each check (architect, engineer, certifier) and record it in the design report so nothing falls between disciplines.`,
  },
  senior: {
    label: 'Senior (8-15 years)',
    adaptation: 'advanced insight, strategic perspective',
    depth: 3,
    mentoring: (topic) =>
      `Strategically, settle the compliance pathway for ${topic.toLowerCase()} early: a deemed-to-satisfy answer is cheapest to certify, while a performance solution needs time, an agreed method and the certifier's buy-in. Flag where the decision affects cost or programme.`,
  },
  expert: {
    label: 'Expert / Principal (15+ years)',
    adaptation: 'concise, high-level, expert-to-expert',
    depth: 2,
    mentoring: (topic) =>
      `Key judgement on ${topic.toLowerCase()}: pathway choice and state variations; the rest is routine checking for the team.`,
  },
};

export const DEFAULT_LEVEL = 'intermediate';

export function guidanceFor(level: string | null | undefined): LevelGuidance {
  return LEVEL_GUIDANCE[level ?? DEFAULT_LEVEL] ?? LEVEL_GUIDANCE[DEFAULT_LEVEL]!;
}
