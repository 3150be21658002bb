import { DAY_PASS_HOURS } from '@buildmentor/contracts';

const HOUR_MS = 3_600_000;

/**
 * When a plan that has a length ends. A voucher's plan runs its days as whole 24-hour spans from
 * the redemption (not business days: a 7-day voucher redeemed at 15:00 ends at 15:00); a Day Pass
 * runs its hours from its start. Subscriptions have no end until the provider says so.
 */
export function voucherPlanEndsAt(redeemedAt: string, durationDays: number): string {
  return new Date(Date.parse(redeemedAt) + durationDays * 24 * HOUR_MS).toISOString();
}

export function dayPassEndsAt(startsAt: string): string {
  return new Date(Date.parse(startsAt) + DAY_PASS_HOURS * HOUR_MS).toISOString();
}
