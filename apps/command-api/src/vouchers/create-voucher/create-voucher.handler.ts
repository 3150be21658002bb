import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreateVoucherResponse } from '@buildmentor/contracts';
import { voucherDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { toVoucherSummary } from '../voucher-summary';
import { CreateVoucherCommand } from './create-voucher.command';
import { generateVoucherCode } from './voucher-code';

/** The admin check happened in the guard; VoucherCreated on `voucher-<CODE>` is the audit record. */
@CommandHandler(CreateVoucherCommand)
export class CreateVoucherHandler implements ICommandHandler<CreateVoucherCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    admin,
    voucher: wanted,
    correlationId,
  }: CreateVoucherCommand): Promise<CreateVoucherResponse> {
    const at = this.clock();
    const code = wanted.code ?? generateVoucherCode();
    const result = await this.runner.run(
      voucherDecider,
      `voucher-${code}`,
      {
        type: 'CreateVoucher',
        data: {
          code,
          tier: wanted.tier,
          durationDays: wanted.durationDays,
          maxRedemptions: wanted.maxRedemptions,
          expiresAt: wanted.expiresAt,
          createdBy: admin.userId,
          note: wanted.note,
          at: at.toISOString(),
        },
      },
      commandContext(admin.userId, correlationId, at),
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
