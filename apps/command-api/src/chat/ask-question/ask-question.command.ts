import { type AskRequest, type AskResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** What a streaming client hears while its answer is produced (all optional). */
export interface AskListener {
  /** The ids are known and the question is recorded: the client can show it as sent. */
  onAccepted?(info: { question_id: string; session_id: string }): void;
  /** The next piece of the technical answer's text. */
  onDelta?(text: string): void;
}

export class AskQuestionCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly request: AskRequest,
    readonly correlationId: string,
    readonly listener: AskListener = {},
  ) {}
}

export type AskResult = AskResponse;
