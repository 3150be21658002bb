import { type AnswerTier } from '../answer-generator.port';

/**
 * Tier intelligence levels (spec section 1): Starter gets enhanced prompting, Pro gets workflow
 * intelligence (project stage detection with workflow and consultant recommendations), Pro-Plus
 * gets specialised training prompts. Demo is treated like Starter because the spec does not say
 * more; Day Pass gets Pro-Plus features (spec section 6), and consultant is Pro-Plus.
 */
export interface TierIntelligence {
  /** A structured reasoning checklist in the prompt. */
  enhancedPrompting: boolean;
  /** Project stage detection plus workflow and consultant recommendations. */
  workflowIntelligence: boolean;
  /** Specialised prompts for the asker's disciplines. */
  specialisedPrompts: boolean;
}

const STARTER: TierIntelligence = {
  enhancedPrompting: true,
  workflowIntelligence: false,
  specialisedPrompts: false,
};
const PRO: TierIntelligence = { ...STARTER, workflowIntelligence: true };
const PRO_PLUS: TierIntelligence = { ...PRO, specialisedPrompts: true };

const BY_TIER: Record<AnswerTier, TierIntelligence> = {
  demo: STARTER,
  starter: STARTER,
  pro: PRO,
  consultant: PRO_PLUS,
  day_pass: PRO_PLUS,
};

export function tierIntelligence(tier: AnswerTier): TierIntelligence {
  // An unknown tier (a newer client, a bad row) gets the least, never the most.
  return BY_TIER[tier] ?? STARTER;
}
