import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type RevokeVoucherResponse } from '@buildmentor/contracts';
import { voucherDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { RevokeVoucherCommand } from './revoke-voucher.command';

/** Plans already granted keep running; only further redemptions are refused. */
@CommandHandler(RevokeVoucherCommand)
export class RevokeVoucherHandler implements ICommandHandler<RevokeVoucherCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    admin,
    code,
    reason,
    correlationId,
  }: RevokeVoucherCommand): Promise<RevokeVoucherResponse> {
    const context = commandContext(admin.userId, correlationId, this.clock());
    const result = await this.runner.run(
      voucherDecider,
      `voucher-${code}`,
      { type: 'RevokeVoucher', data: { code, revokedBy: admin.userId, reason } },
      context,
    );
    return { success: true, code, position: result.position };
  }
}
