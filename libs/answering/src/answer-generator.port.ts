import {
  type AnswerGeneratorKind,
  type SubscriptionTier,
  type V2Answer,
  v2AnswerSchema,
} from '@buildmentor/contracts';
import { type ProjectStageId } from './intelligence/project-stages';

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
  /** ISO timestamp of the turn; turns older than the context window are dropped. */
  at: string;
}

/**
 * A passage retrieved for Enhanced mode, from the asker's own documents or the community bank.
 * Its text is UNTRUSTED: it is quoted or shown to the model as data, never obeyed.
 */
export interface RetrievedPassage {
  documentId: string;
  title: string;
  page?: number;
  /** The verified partner community content is attributed to. */
  partner?: string;
  scope: 'personal' | 'community';
  text: string;
}

/** The tiers a subscription status reports; consultant is shown as Pro-Plus. */
export type AnswerTier = SubscriptionTier;

export interface AnswerRequest {
  question: string;
  conversationId: string;
  questionId: string;
  userId: string;
  tier: AnswerTier;
  enhanced: boolean;
  profile: AskerProfile | null;
  /** Earlier turns of this conversation (oldest first); the answerer re-applies the 30-day window. */
  history: readonly ConversationTurn[];
  /** Retrieved passages, best first; empty outside Enhanced mode. */
  passages: readonly RetrievedPassage[];
  /** The command's clock (ISO): answerers never read the clock themselves. */
  now: string;
}

/** The V2 answer without the per-request fields the handler fills in (session and quota status). */
export type V2AnswerBody = Omit<V2Answer, 'session_id' | 'subscription_status'>;

/**
 * The schema every adapter validates its answer with before returning it, so an answer that
 * leaves the library is one the handler's full V2 parse accepts.
 */
export const v2AnswerBodySchema = v2AnswerSchema.omit({ session_id: true, subscription_status: true });

/**
 * What an answerer returns: the answer body, plus the project stage it detected (Pro, Pro-Plus
 * and Day Pass only; null otherwise or when the conversation gives no signal). The stage sits
 * beside the answer, not inside it, because it is recorded as its own event
 * (ProjectStageDetected) and is not part of the V2 wire shape.
 */
export interface GeneratedAnswer {
  answer: V2AnswerBody;
  projectStage: ProjectStageId | null;
  /** Tokens the model server reported for this answer; absent when none were (the offline answerer). */
  usage?: AnswerUsage;
  /**
   * False when the answer only says that the answerer has no grounded answer to give (the offline
   * answerer, for a question outside its topics and, in Enhanced mode, the asker's documents):
   * the ask handler then gives the question back (QuotaRefunded) and reports the subscription
   * status with it unspent. Absent means chargeable: every model answer, every grounded one.
   */
  chargeable?: boolean;
}

export interface AnswerUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface GenerateOptions {
  /**
   * Receives successive chunks of `answer.response.technical` as they are produced (for the SSE
   * endpoint). Joined in order, the chunks equal the final technical text.
   */
  onDelta?: (text: string) => void;
  /** Cancels the generation; the promise then rejects with an AnswerGenerationError. */
  signal?: AbortSignal;
}

/**
 * The LLM port. `generate` resolves with a complete, schema-valid answer or rejects with an
 * AnswerGenerationError: never a half answer. The caller turns a rejection into AnswerFailed
 * plus a quota refund.
 */
export interface AnswerGenerator {
  readonly kind: AnswerGeneratorKind;
  generate(request: AnswerRequest, options?: GenerateOptions): Promise<GeneratedAnswer>;
}
