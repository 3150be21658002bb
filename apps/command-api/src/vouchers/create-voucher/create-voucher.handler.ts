import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreateVoucherResponse } from '@buildmentor/contracts';
import { voucherDecider } from '@buildmentor/domain';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { toVoucherSummary } from '../voucher-summary';
import { CreateVoucherCommand } from './create-voucher.command';
import { generateVoucherCode } from './voucher-code';

const HTTP_PATHS = { code: 'body.code', tier: 'body.tier', durationDays: 'body.duration_days', maxRedemptions: 'body.max_redemptions', expiresAt: 'body.expires_at' };

/** The admin check happened in the guard; VoucherCreated on `voucher-<CODE>` is the audit record. */
@CommandHandler(CreateVoucherCommand)
export class CreateVoucherHandler implements ICommandHandler<CreateVoucherCommand, CreateVoucherResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ admin, request, correlationId }: CreateVoucherCommand): Promise<CreateVoucherResponse> {
    const at = this.clock();
    const code = request.code ?? generateVoucherCode();
    const context = { actorId: admin.uid, correlationId, causationId: newId(), at };
    const result = await withHttpPaths(HTTP_PATHS, () =>
      this.runner.run(voucherDecider, `voucher-${code}`, {
        type: 'CreateVoucher',
        data: {
          code,
          tier: request.tier,
          durationDays: request.duration_days,
          maxRedemptions: request.max_redemptions,
          expiresAt: request.expires_at ?? null,
          createdBy: admin.uid,
          note: request.note ?? '',
          at: at.toISOString(),
        },
      }, context),
    );
    const voucher = result.state.voucher!;
    const summary = toVoucherSummary(
      {
        code: voucher.code,
        tier: voucher.tier as 'pro',
        duration_days: voucher.durationDays,
        max_redemptions: voucher.maxRedemptions,
        redemption_count: result.state.redeemedBy.size,
        expires_at: voucher.expiresAt,
        note: voucher.note,
        created_by: voucher.createdBy,
        created_at: at.toISOString(),
        revoked_at: null,
        revoke_reason: null,
      },
      at,
    );
    return { success: true, voucher: summary, position: result.position };
  }
}
