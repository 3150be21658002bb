import { Command } from '@nestjs/cqrs';
import { type AskResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** What is asked: a question, in one of the asker's conversations or a new one. */
export interface Ask {
  question: string;
  /** An existing conversation of the asker's; null starts a new one. */
  conversationId: string | null;
  /** The client's key for this ask (one per user): a repeat gets what was recorded, spending nothing. */
  clientRequestId: string | null;
  /** Enhanced mode: ground the answer in the asker's own documents and the community bank. */
  enhanced: boolean;
  /** Regenerate: the conversation's last question, which this ask asks again and replaces. */
  regenerates?: string;
}

/** What a streaming client hears while its answer is produced (all optional). */
export interface AskListener {
  /** The ids are known and the question is recorded: the client can show it as sent. */
  onAccepted?(ids: { questionId: string; conversationId: string }): void;
  /** The next piece of the technical answer's text. */
  onDelta?(text: string): void;
  /**
   * Aborted when the asker ends the answer: its `reason` is an AnswerStopReason (the Stop button,
   * `client_stopped`; the client going away, `client_disconnected`). The model call ends with it.
   */
  signal?: AbortSignal;
}

export class AskQuestionCommand extends Command<AskResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly ask: Ask,
    readonly correlationId: string,
    readonly listener: AskListener = {},
  ) {
    super();
  }
}
