import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PartnerRegistrationResponse } from '@buildmentor/contracts';
import { partnerDecider } from '@buildmentor/domain';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { partnerIdFor, partnerStream } from '../partner-ids';
import { RegisterPartnerCommand } from './register-partner.command';

const HTTP_PATHS = {
  companyName: 'body.company_name',
  contactPerson: 'body.contact_person',
  email: 'body.email',
  industrySector: 'body.industry_sector',
  country: 'body.country',
  businessIdScheme: 'body.business_id_scheme',
  businessIdNumber: 'body.business_id_number',
};

export const REGISTERED_MESSAGE = 'Thank you! Your partnership application has been received and is pending review.';

/**
 * A partnership application, pending admin review. The client's business_id_valid and abn_acn
 * are ignored: the decider re-checks the identifier with the shared validator and derives both.
 */
@CommandHandler(RegisterPartnerCommand)
export class RegisterPartnerHandler implements ICommandHandler<RegisterPartnerCommand, PartnerRegistrationResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, request, correlationId }: RegisterPartnerCommand): Promise<PartnerRegistrationResponse> {
    const partnerId = partnerIdFor(user.uid);
    const context = { actorId: user.uid, correlationId, causationId: newId(), at: this.clock() };
    const result = await withHttpPaths(HTTP_PATHS, () =>
      this.runner.run(partnerDecider, partnerStream(partnerId), {
        type: 'ApplyForPartnership',
        data: {
          partnerId,
          userId: user.uid,
          companyName: request.company_name,
          contactPerson: request.contact_person,
          email: request.email,
          phone: request.phone ?? null,
          industrySector: request.industry_sector,
          description: request.description ?? null,
          country: request.country,
          businessIdScheme: request.business_id_scheme ?? null,
          businessIdNumber: request.business_id_number ?? null,
          manualReviewRequired: request.manual_review_required,
        },
      }, context),
    );
    return { message: REGISTERED_MESSAGE, partner_id: partnerId, status: 'pending', position: result.position };
  }
}
