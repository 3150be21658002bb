import type { PlanTier, SubscriptionSource } from '@buildmentor/contracts';
import type { PlanEvent } from './quota.events';

/**
 * A stretch of time during which a plan grants questions. A plan's life is a list of these:
 * activation opens one, a suspension closes it, a resumption opens the next, the end closes the
 * last. Which one applies is judged against an instant (`planAt`), so the quota decider and the
 * profiles read model (which both fold this) never disagree about who may ask.
 */
export interface PlanInterval {
  tier: PlanTier;
  source: SubscriptionSource;
  startsAt: string;
  endsAt: string | null;
  /** What activated it: the payment session, the subscription, 'starter', or the voucher code. */
  reference: string;
  /** The provider subscription that renews it (Stripe `sub_...`), null when there is none. */
  subscriptionId: string | null;
}

/**
 * The grant a plan belongs to: the subscription that renews it, else what activated it (a Day
 * Pass's checkout session). Suspensions, resumptions and ends name a grant as their `reference`.
 */
export function grantOf(plan: Pick<PlanInterval, 'reference' | 'subscriptionId'>): string {
  return plan.subscriptionId ?? plan.reference;
}

export function evolvePlans(plans: readonly PlanInterval[], event: PlanEvent): PlanInterval[] {
  switch (event.type) {
    case 'SubscriptionActivated': {
      const { tier, source, reference, startsAt, endsAt, subscriptionId } = event.data;
      return [
        ...plans,
        { tier, source, reference, startsAt, endsAt, subscriptionId: subscriptionId ?? null },
      ];
    }
    case 'SubscriptionSuspended':
      return closeGrant(plans, event.data.reference, event.data.at);
    case 'SubscriptionResumed': {
      const { reference, at, endsAt } = event.data;
      const last = plans.findLast((plan) => grantOf(plan) === reference);
      // Nothing left of a pass that ended while it was suspended; a grant never activated has nothing to resume.
      if (!last || (endsAt !== null && Date.parse(endsAt) <= Date.parse(at))) return [...plans];
      return [...plans, { ...last, startsAt: at, endsAt }];
    }
    case 'SubscriptionEnded': {
      const { tier, reference, endedAt, reason } = event.data;
      if (reason === undefined) return endLegacy(plans, tier, endedAt);
      // Plans recorded before grants existed carry no subscription id: a subscription we have never
      // seen running under its id ends the open-ended paid plan of its tier (the old rule).
      if (!plans.some((plan) => grantOf(plan) === reference))
        return endLegacy(plans, tier, endedAt, (plan) => plan.subscriptionId === null);
      return closeGrant(plans, reference, endedAt);
    }
  }
}

/** Every interval of the grant still running at `at` ends then (never before it started). */
function closeGrant(plans: readonly PlanInterval[], grant: string, at: string): PlanInterval[] {
  const time = Date.parse(at);
  return plans.map((plan) =>
    grantOf(plan) === grant && (plan.endsAt === null || Date.parse(plan.endsAt) > time)
      ? { ...plan, endsAt: laterOf(plan.startsAt, at) }
      : plan,
  );
}

/** The rule SubscriptionEnded had before grants: open-ended paid plans of that tier end. */
function endLegacy(
  plans: readonly PlanInterval[],
  tier: PlanTier,
  endedAt: string,
  also: (plan: PlanInterval) => boolean = () => true,
): PlanInterval[] {
  return plans.map((plan) =>
    plan.tier === tier && plan.source === 'payment' && plan.endsAt === null && also(plan)
      ? { ...plan, endsAt: laterOf(plan.startsAt, endedAt) }
      : plan,
  );
}

/** The provider's times have whole seconds; never end a plan before it started. */
function laterOf(startsAt: string, endedAt: string): string {
  return Date.parse(endedAt) >= Date.parse(startsAt) ? endedAt : startsAt;
}
