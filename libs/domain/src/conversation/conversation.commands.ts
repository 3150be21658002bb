import type { AnswerGeneratorKind, AnswerStopReason, TokenUsage, V2Answer } from '@buildmentor/contracts';
import type { Command } from '../shared/decider';

/**
 * Ask in a conversation. There is no separate "start" command: the spec's New button only clears
 * the screen, and a conversation comes into being with its first question (which also titles it).
 * `requestHash` fingerprints the request, so a repeat of the question id must ask the same thing.
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

export type ConversationCommand = AskQuestion | RecordAnswer | FailAnswer | StopAnswer | DetectProjectStage;
