import { DAY_PASS_HOURS } from '@buildmentor/contracts';
import * as quotaDecider from '../quota/quota.decider';
import type { QuotaState } from '../quota/quota.decider';
import type { QuotaEvent, SubscriptionActivated } from '../quota/quota.events';
import type { ActivateSubscription, EntitlementCommand } from './entitlement.commands';
import { VoucherDurationRequiredError } from './entitlement.errors';

/**
 * Plans on `quota-<userId>`. A decider of its own over the quota stream (the quota decider keeps
 * paying for questions; this one only starts plans), folding the same events so both append with
 * the stream's exact revision: a plan activated during an ask is seen by the next ask.
 */
export interface EntitlementState {
  quota: QuotaState;
  /** `source:reference` of every activation: a payment session or voucher activates once. */
  activated: ReadonlySet<string>;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const initialState = (): EntitlementState => ({ quota: quotaDecider.initialState(), activated: new Set() });

export function evolve(state: EntitlementState, event: QuotaEvent): EntitlementState {
  const quota = quotaDecider.evolve(state.quota, event);
  if (event.type !== 'SubscriptionActivated') return { ...state, quota };
  return { quota, activated: new Set(state.activated).add(activationKey(event.data.source, event.data.reference)) };
}

export function decide(command: EntitlementCommand, state: EntitlementState): SubscriptionActivated[] {
  return activate(command, state);
}

function activate(command: ActivateSubscription, state: EntitlementState): SubscriptionActivated[] {
  const { userId, tier, source, reference, at, durationDays } = command.data;
  // The same payment or voucher fulfilled again (webhook retries, a status check, a repeat click).
  if (state.activated.has(activationKey(source, reference))) return [];
  let startsAt = at;
  let endsAt: string | null = null;
  if (source === 'voucher') {
    if (durationDays === null || !Number.isInteger(durationDays) || durationDays < 1) throw new VoucherDurationRequiredError();
    endsAt = iso(Date.parse(at) + durationDays * DAY_MS);
  } else if (tier === 'day_pass') {
    // Repeatable: a pass bought while another runs starts when that one ends, so no hour is lost.
    startsAt = iso(Math.max(Date.parse(at), latestDayPassEnd(state.quota, at)));
    endsAt = iso(Date.parse(startsAt) + DAY_PASS_HOURS * HOUR_MS);
  }
  return [{ type: 'SubscriptionActivated', data: { userId, tier, source, reference, startsAt, endsAt } }];
}

/**
 * The 5 weeks free are for new users: anyone who has never had a paid Pro or Pro-Plus plan
 * (a voucher or a day pass does not use the offer up).
 */
export function isNewSubscriber(state: EntitlementState): boolean {
  return !state.quota.plans.some((plan) => plan.source === 'payment' && (plan.tier === 'pro' || plan.tier === 'consultant'));
}

function latestDayPassEnd(quota: QuotaState, at: string): number {
  const now = Date.parse(at);
  let latest = now;
  for (const plan of quota.plans) {
    if (plan.tier !== 'day_pass' || plan.endsAt === null) continue;
    const end = Date.parse(plan.endsAt);
    if (Date.parse(plan.startsAt) <= latest && end > latest) latest = end;
  }
  return latest;
}

function activationKey(source: string, reference: string): string {
  return `${source}:${reference}`;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
