import { type AnswerGeneratorKind, type V2Answer } from '@buildmentor/contracts';

/** Injection token for the port (DESIGN.md: ports are injected by Symbol tokens). */
export const ANSWER_GENERATOR = Symbol.for('buildmentor.AnswerGenerator');

/** What the answerer knows about the asker, from the profiles read model. */
export interface AskerProfile {
  experienceLevel: string | null;
  industrySectors: readonly string[];
  disciplines: readonly string[];
  companyType: string | null;
  customInstructions: string;
}

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
  at: string;
}

export interface AnswerRequest {
  question: string;
  conversationId: string;
  questionId: string;
  userId: string;
  tier: string;
  enhanced: boolean;
  profile: AskerProfile | null;
  /** Earlier turns of this conversation within the context window (oldest first). */
  history: readonly ConversationTurn[];
}

/** The answer without the per-request fields the handler fills in (session and quota status). */
export type GeneratedAnswer = Omit<V2Answer, 'session_id' | 'subscription_status'>;

export interface AnswerGenerator {
  readonly kind: AnswerGeneratorKind;
  generate(request: AnswerRequest): Promise<GeneratedAnswer>;
}
