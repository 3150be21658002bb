import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PartnerReviewResponse } from '@buildmentor/contracts';
import { partnerDecider, type PartnerCommand } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { partnerStream } from '../partner-ids';
import { ReviewPartnerCommand } from './review-partner.command';

const MESSAGES = {
  approve: 'Partner application approved.',
  reject: 'Partner application rejected.',
} as const;

/**
 * Approve or reject a pending application. The admin check happened in the guard; the decider
 * refuses anything not pending (409) and a rejection without a reason (400, the spec's words).
 */
@CommandHandler(ReviewPartnerCommand)
export class ReviewPartnerHandler implements ICommandHandler<ReviewPartnerCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    admin,
    partnerId,
    action,
    notes,
    correlationId,
  }: ReviewPartnerCommand): Promise<PartnerReviewResponse> {
    const command: PartnerCommand =
      action === 'approve'
        ? { type: 'ApprovePartner', data: { partnerId, reviewerId: admin.userId, notes } }
        : { type: 'RejectPartner', data: { partnerId, reviewerId: admin.userId, reason: notes } };
    const result = await this.runner.run(
      partnerDecider,
      partnerStream(partnerId),
      command,
      commandContext(admin.userId, correlationId, this.clock()),
    );
    return {
      success: true,
      message: MESSAGES[action],
      partner_id: partnerId,
      status: action === 'approve' ? 'approved' : 'rejected',
      position: result.position,
    };
  }
}
