import { type PartnerReviewRequest } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class ReviewPartnerCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly request: PartnerReviewRequest,
    readonly correlationId: string,
  ) {}
}
