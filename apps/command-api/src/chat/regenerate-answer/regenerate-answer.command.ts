import { Command } from '@nestjs/cqrs';
import { type AskResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';
import { type AskListener } from '../ask-question/ask-question.command';

/** Regenerate: ask a conversation's last question again, replacing its answer. */
export interface Regeneration {
  conversationId: string;
  /** The question whose answer is regenerated: it must still be the conversation's last. */
  questionId: string;
  /** The client's key for this regeneration (one per user, shared with asks): a repeat spends nothing. */
  clientRequestId: string | null;
  /** Enhanced mode for the new answer; null asks it the way the question was asked. */
  enhanced: boolean | null;
}

export class RegenerateAnswerCommand extends Command<AskResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly regeneration: Regeneration,
    readonly correlationId: string,
    readonly listener: AskListener = {},
  ) {
    super();
  }
}
