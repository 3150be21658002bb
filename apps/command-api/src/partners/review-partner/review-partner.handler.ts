import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PartnerReviewResponse } from '@buildmentor/contracts';
import { partnerDecider, type PartnerCommand } from '@buildmentor/domain';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { partnerStream } from '../partner-ids';
import { ReviewPartnerCommand } from './review-partner.command';

const MESSAGES = { approve: 'Partner application approved.', reject: 'Partner application rejected.' } as const;

/**
 * Approve or reject a pending application. The admin check happened in the guard; the decider
 * refuses anything not pending (409) and a rejection without a reason (400, the spec's words).
 */
@CommandHandler(ReviewPartnerCommand)
export class ReviewPartnerHandler implements ICommandHandler<ReviewPartnerCommand, PartnerReviewResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ admin, request, correlationId }: ReviewPartnerCommand): Promise<PartnerReviewResponse> {
    const { partner_id: partnerId, action } = request;
    const notes = request.admin_notes ?? '';
    const command: PartnerCommand =
      action === 'approve'
        ? { type: 'ApprovePartner', data: { partnerId, reviewerId: admin.uid, notes } }
        : { type: 'RejectPartner', data: { partnerId, reviewerId: admin.uid, reason: notes } };
    const context = { actorId: admin.uid, correlationId, causationId: newId(), at: this.clock() };
    const result = await withHttpPaths({ reason: 'body.admin_notes' }, () => this.runner.run(partnerDecider, partnerStream(partnerId), command, context));
    return {
      success: true,
      message: MESSAGES[action],
      partner_id: partnerId,
      status: action === 'approve' ? 'approved' : 'rejected',
      position: result.position,
    };
  }
}
