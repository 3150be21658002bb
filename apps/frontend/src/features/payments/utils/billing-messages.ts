import type { BillingResponse } from '@buildmentor/contracts';
import { BUSINESS_TIME_ZONE } from '@buildmentor/contracts/limits';
import { formatMoney } from '../../../lib/format-money';

type BillingPlan = NonNullable<BillingResponse['plan']>;
type PaymentIssue = NonNullable<BillingResponse['payment_issue']>;

const PLAN_LABELS: Record<BillingPlan['tier'], string> = {
  starter: 'Starter',
  pro: 'Pro',
  consultant: 'Pro-Plus',
  day_pass: 'Day Pass',
};

/** Business days, as the product counts them, e.g. '4 Mar 2026'. */
const day = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** One sentence on where the paid plan stands (docs/decisions.md: the status to access table). */
export function planStatusMessage(plan: BillingPlan): string {
  const name = PLAN_LABELS[plan.tier];
  if (plan.status === 'active') {
    return plan.provider_status === 'past_due'
      ? `Your ${name} plan is active, but a payment is overdue: we are retrying your card.`
      : `Your ${name} plan is active.`;
  }
  if (plan.status === 'suspended') {
    if (plan.reason === 'disputed') return `Your ${name} plan is on hold while a payment dispute is open.`;
    if (plan.reason === 'paused') return `Your ${name} plan is paused.`;
    if (plan.reason === 'incomplete')
      return `Your ${name} plan is on hold until its first payment completes.`;
    return `Your ${name} plan is on hold: the renewal could not be charged.`;
  }
  if (plan.reason === 'refunded') return `Your ${name} plan ended when its payment was refunded.`;
  if (plan.reason === 'incomplete_expired')
    return `Your ${name} plan ended: its first payment was never completed.`;
  return `Your ${name} plan has ended.`;
}

export function paymentIssueMessage(issue: PaymentIssue): string {
  const retry = issue.next_attempt_at
    ? ` We will try again on ${day.format(new Date(issue.next_attempt_at))}.`
    : '';
  return `A payment of ${formatMoney(issue.amount_due, issue.currency)} failed on ${day.format(new Date(issue.failed_at))}: ${issue.message}${retry}`;
}
