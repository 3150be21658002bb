import { Query } from '@nestjs/cqrs';
import { type AskResponse } from '@buildmentor/contracts';

/** What a resumed stream hears before its outcome. */
export interface ResumeListener {
  /** The question is the caller's: from here on the outcome is told in the stream. */
  onFound?(): void;
}

/**
 * The outcome of one of the caller's questions, waited for if it has none yet: the answer, or
 * AnswerFailedError. Null when the wait was cut short (`signal`: the client left, or the API is
 * stopping), so the client reconnects and asks again.
 */
export class ResumeAnswerQuery extends Query<AskResponse | null> {
  constructor(
    readonly userId: string,
    readonly conversationId: string,
    readonly questionId: string,
    readonly signal: AbortSignal,
    readonly listener: ResumeListener = {},
  ) {
    super();
  }
}
