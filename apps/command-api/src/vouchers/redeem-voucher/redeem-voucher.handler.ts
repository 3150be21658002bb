import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findPlan, type RedeemVoucherResponse, type VoucherCreatedData } from '@buildmentor/contracts';
import {
  entitlementDecider,
  VoucherAlreadyRedeemedError,
  voucherDecider,
  voucherPlanEndsAt,
} from '@buildmentor/domain';
import { type AuthenticatedUser } from '../../http/request-context';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { type CommandContext, commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { RedeemVoucherCommand } from './redeem-voucher.command';

/**
 * Redeems on `voucher-<CODE>` first: the stream's exact revision is what makes the limit hold when
 * fifty users redeem a single-use code at once (one append wins, the rest decide again and are
 * refused). Then the plan starts on `quota-<userId>`, keyed by code + user, so it starts once.
 */
@CommandHandler(RedeemVoucherCommand)
export class RedeemVoucherHandler implements ICommandHandler<RedeemVoucherCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, code, correlationId }: RedeemVoucherCommand): Promise<RedeemVoucherResponse> {
    const at = this.clock();
    // Deterministic: the same user redeeming the same code is one fact, however often it is sent.
    const context = commandContext(user.userId, correlationId, at, `voucher:${code}:${user.userId}`);
    let voucher: VoucherCreatedData;
    let position: number;
    try {
      const redeemed = await this.runner.run(
        voucherDecider,
        `voucher-${code}`,
        { type: 'RedeemVoucher', data: { code, userId: user.userId, at: at.toISOString() } },
        context,
      );
      voucher = redeemed.state.voucher!;
      position = redeemed.position;
    } catch (error) {
      // Redeemed before but the plan never started (a crash between the two appends): start it now.
      if (VoucherAlreadyRedeemedError.is(error)) await this.healActivation(user, code, context);
      throw error;
    }
    const plan = await this.activate(user, voucher, context);
    const endsAt = plan.endsAt ?? voucherPlanEndsAt(at.toISOString(), voucher.durationDays);
    const name = findPlan(voucher.tier)?.receiptName ?? voucher.tier;
    return {
      success: true,
      message: `Voucher redeemed: ${name} is active until ${endsAt.slice(0, 10)}.`,
      code,
      tier: voucher.tier as RedeemVoucherResponse['tier'],
      starts_at: plan.startsAt ?? at.toISOString(),
      ends_at: endsAt,
      position: Math.max(position, plan.position),
    };
  }

  private async activate(user: AuthenticatedUser, voucher: VoucherCreatedData, context: CommandContext) {
    const result = await this.runner.run(
      entitlementDecider,
      `quota-${user.userId}`,
      {
        type: 'ActivateSubscription',
        data: {
          userId: user.userId,
          tier: voucher.tier,
          source: 'voucher',
          reference: voucher.code,
          at: context.at.toISOString(),
          durationDays: voucher.durationDays,
        },
      },
      context,
    );
    const event = result.events[0];
    const data = event?.type === 'SubscriptionActivated' ? event.data : null;
    return { startsAt: data?.startsAt ?? null, endsAt: data?.endsAt ?? null, position: result.position };
  }

  private async healActivation(
    user: AuthenticatedUser,
    code: string,
    context: CommandContext,
  ): Promise<void> {
    const state = await this.runner.load(voucherDecider, `voucher-${code}`);
    if (state.voucher) await this.activate(user, state.voucher, context);
  }
}
