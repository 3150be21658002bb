import type { EventOf } from '@buildmentor/contracts';

/** Events on stream `conversation-<conversationId>`. */
export type ConversationStarted = EventOf<'ConversationStarted'>;
export type QuestionAsked = EventOf<'QuestionAsked'>;
export type AnswerGenerated = EventOf<'AnswerGenerated'>;
export type AnswerFailed = EventOf<'AnswerFailed'>;
export type AnswerStopped = EventOf<'AnswerStopped'>;
export type ProjectStageDetected = EventOf<'ProjectStageDetected'>;
export type ConversationShared = EventOf<'ConversationShared'>;
export type ConversationShareRevoked = EventOf<'ConversationShareRevoked'>;

export type ConversationEvent =
  | ConversationStarted
  | QuestionAsked
  | AnswerGenerated
  | AnswerFailed
  | AnswerStopped
  | ProjectStageDetected
  | ConversationShared
  | ConversationShareRevoked;

export const CONVERSATION_EVENT_TYPES = [
  'ConversationStarted',
  'QuestionAsked',
  'AnswerGenerated',
  'AnswerFailed',
  'AnswerStopped',
  'ProjectStageDetected',
  'ConversationShared',
  'ConversationShareRevoked',
] as const satisfies readonly ConversationEvent['type'][];
