import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PartnerRegistrationResponse } from '@buildmentor/contracts';
import { partnerDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { partnerIdFor, partnerStream } from '../partner-ids';
import { RegisterPartnerCommand } from './register-partner.command';

export const REGISTERED_MESSAGE =
  'Thank you! Your partnership application has been received and is pending review.';

/**
 * A partnership application, pending admin review. The client's business_id_valid and abn_acn
 * are ignored: the decider re-checks the identifier with the shared validator and derives both.
 */
@CommandHandler(RegisterPartnerCommand)
export class RegisterPartnerHandler implements ICommandHandler<RegisterPartnerCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    user,
    application,
    correlationId,
  }: RegisterPartnerCommand): Promise<PartnerRegistrationResponse> {
    const partnerId = partnerIdFor(user.userId);
    const result = await this.runner.run(
      partnerDecider,
      partnerStream(partnerId),
      {
        type: 'ApplyForPartnership',
        data: { partnerId, userId: user.userId, ...application },
      },
      commandContext(user.userId, correlationId, this.clock()),
    );
    return {
      message: REGISTERED_MESSAGE,
      partner_id: partnerId,
      status: 'pending',
      position: result.position,
    };
  }
}
