import { Command } from '@nestjs/cqrs';
import { type SubmittedResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** Knowledge a user adds to one of their answers. */
export interface Contribution {
  messageId: string;
  /** The answer's conversation when the client names it (checked to be the message's). */
  conversationId: string | null;
  contributionText: string;
  optInCredit: boolean;
}

export class SubmitContributionCommand extends Command<SubmittedResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly contribution: Contribution,
    readonly correlationId: string,
  ) {
    super();
  }
}
