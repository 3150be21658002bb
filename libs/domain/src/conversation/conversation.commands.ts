import type { AnswerGeneratorKind, AnswerStopReason, TokenUsage, V2Answer } from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

/**
 * Ask in a conversation. There is no separate "start" command: the spec's New button only clears
 * the screen, and a conversation comes into being with its first question (which also titles it).
 * `requestHash` fingerprints the request, so a repeat of the question id must ask the same thing.
 * `regenerates` ("Regenerate"): the conversation's last question, asked again; its answer is
 * replaced by this question's.
 */
export type AskQuestion = Command<
  'AskQuestion',
  {
    conversationId: string;
    userId: string;
    questionId: string;
    question: string;
    enhanced: boolean;
    requestHash: string;
    regenerates?: string;
  }
>;

export type RecordAnswer = Command<
  'RecordAnswer',
  {
    conversationId: string;
    questionId: string;
    answerId: string;
    answer: V2Answer;
    generator: AnswerGeneratorKind;
    /** Tokens the model server reported, when it did. */
    usage?: TokenUsage;
  }
>;

export type FailAnswer = Command<
  'FailAnswer',
  { conversationId: string; questionId: string; reason: string; usage?: TokenUsage }
>;

/** The asker ended the answer (Stop, or the client went away) with `partialText` delivered. */
export type StopAnswer = Command<
  'StopAnswer',
  {
    conversationId: string;
    questionId: string;
    reason: AnswerStopReason;
    partialText: string;
    generator: AnswerGeneratorKind;
    usage?: TokenUsage;
  }
>;

export type DetectProjectStage = Command<
  'DetectProjectStage',
  { conversationId: string; questionId: string; stage: string }
>;

/**
 * Publish the conversation through a read-only link. `token` is a fresh random token the handler
 * drew; it is used only if the conversation is not shared already (then the existing link stands).
 */
export type ShareConversation = Command<
  'ShareConversation',
  { conversationId: string; userId: string; token: string }
>;

/** Stop sharing: the link no longer opens the conversation. */
export type RevokeConversationShare = Command<
  'RevokeConversationShare',
  { conversationId: string; userId: string }
>;

export type ConversationCommand =
  | AskQuestion
  | RecordAnswer
  | FailAnswer
  | StopAnswer
  | DetectProjectStage
  | ShareConversation
  | RevokeConversationShare;
