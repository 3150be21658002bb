import { type BillingResponse, PLAN_TIERS, type PlanTier } from '@buildmentor/contracts';
import { type BillingAccountDoc } from '@buildmentor/read-models';

/** The `billing_accounts` fields the billing card reads. */
export type BillingAccountView = Pick<BillingAccountDoc, 'customers' | 'plans' | 'open_failures'>;

const ATTENTION: Record<'suspended' | 'active' | 'ended', number> = { suspended: 0, active: 1, ended: 2 };

/**
 * The billing card: the plan that matters now (a suspended one first, then one running, then the
 * latest ended; a Day Pass past its 24 hours no longer counts), and the latest failed renewal
 * still unpaid. "Manage billing" only with a provider portal and a customer there.
 */
export function billingView(
  account: BillingAccountView | null,
  provider: 'stripe' | 'demo',
  hasPortal: boolean,
  now: Date,
): BillingResponse {
  const current = (account?.plans ?? [])
    .filter(
      (plan) =>
        isPlanTier(plan.tier) &&
        (plan.ends_at === null || Date.parse(plan.ends_at) > now.getTime() || plan.status === 'suspended'),
    )
    .sort((a, b) => ATTENTION[a.status] - ATTENTION[b.status] || b.since.localeCompare(a.since))[0];
  const failure = (account?.open_failures ?? []).at(-1);
  return {
    provider,
    portal_available: hasPortal && Boolean(account?.customers[provider]),
    plan: current
      ? {
          tier: current.tier as PlanTier,
          status: current.status,
          reason: current.reason,
          provider_status: current.provider_status,
          since: current.since,
        }
      : null,
    payment_issue: failure
      ? {
          amount_due: failure.amount_due,
          currency: failure.currency,
          attempt: failure.attempt,
          failed_at: failure.failed_at,
          next_attempt_at: failure.next_attempt_at,
          message: failure.reason,
        }
      : null,
  };
}

function isPlanTier(value: string): value is PlanTier {
  return (PLAN_TIERS as readonly string[]).includes(value);
}
