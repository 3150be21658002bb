import { Command } from '@nestjs/cqrs';
import { type PartnerRegistrationResponse } from '@buildmentor/contracts';
import { type ApplyForPartnership } from '@buildmentor/domain';
import { type AuthenticatedUser } from '../../http/request-context';

/** What the applicant states; the decider re-checks the business identifier. */
export type PartnerApplication = Omit<ApplyForPartnership['data'], 'partnerId' | 'userId'>;

export class RegisterPartnerCommand extends Command<PartnerRegistrationResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly application: PartnerApplication,
    readonly correlationId: string,
  ) {
    super();
  }
}
