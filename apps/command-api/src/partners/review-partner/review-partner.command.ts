import { Command } from '@nestjs/cqrs';
import { type PARTNER_REVIEW_ACTIONS, type PartnerReviewResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class ReviewPartnerCommand extends Command<PartnerReviewResponse> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly partnerId: string,
    readonly action: (typeof PARTNER_REVIEW_ACTIONS)[number],
    /** Optional notes on an approval; the reason a rejection needs. */
    readonly notes: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
