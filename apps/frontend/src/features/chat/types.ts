import type { AnswerGeneratorKind, V2Answer } from '@buildmentor/contracts';

/**
 * A message as the chat shows it (spec section 3: user, ai and system messages). An AI message
 * carries the structured answer when there is one; a failed ask is an AI message with text only.
 */
export type ChatMessage =
  | { id: string; type: 'user'; content: string; timestamp: string }
  | {
      id: string;
      type: 'ai';
      content: string;
      timestamp: string;
      /** The structured answer; `unknown` because a stored one may not be an object (Schema Error). */
      answer: V2Answer | null;
      /** True while the technical text is still arriving (streamed). */
      streaming?: boolean;
      /** Who wrote the answer (the offline answerer or a model); unknown for a failed ask. */
      generator?: AnswerGeneratorKind | null;
    }
  | { id: string; type: 'system'; content: string; timestamp: string };

/**
 * The messages before the page an opened conversation shows: whether there are any, whether a
 * page of them is being fetched (or failed to be), and how to fetch the next one.
 */
export interface EarlierMessages {
  available: boolean;
  loading: boolean;
  failed: boolean;
  load(): void;
}

/** Shown when a page of earlier messages cannot be fetched; the button stays to try again. */
export const LOAD_EARLIER_FAILED_MESSAGE = 'Could not load earlier messages. Please try again.';

/** Spec section 8: the AI message shown when an ask fails (other than the trial's 402). */
export const ASK_FAILED_MESSAGE =
  'I apologize, but I encountered an error while processing your question. Please try again or contact support if the issue persists.';

/** Spec section 8: the system message when a saved conversation cannot be opened. */
export const LOAD_CONVERSATION_FAILED_MESSAGE = 'Could not load conversation. Please try again.';

/** Spec section 4: what New announces, for 4 seconds. */
export const NEW_THREAD_NOTICE = 'New thread created — context resets';
export const NEW_THREAD_NOTICE_MS = 4000;

/** The window event New fires, so other features (the examples panel) can reset with it. */
export const NEW_THREAD_EVENT = 'new_thread_started';

/** Session storage key of the conversation on screen (spec section 9; telemetry reads it). */
export const SESSION_ID_STORAGE_KEY = 'session_id';
