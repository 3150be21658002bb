import {
  type PlanTier,
  type ProviderSubscriptionStatus,
  type SubscriptionEndReason,
  type SubscriptionSource,
  type SubscriptionSuspendReason,
} from '@buildmentor/contracts';
import * as quotaDecider from '../quota/quota.decider';
import type { QuotaState } from '../quota/quota.decider';
import type { QuotaEvent } from '../quota/quota.events';
import type {
  ActivateSubscription,
  CloseDispute,
  EndSubscription,
  EntitlementCommand,
  OpenDispute,
  SyncSubscription,
} from './entitlement.commands';
import { VoucherDurationRequiredError } from './entitlement.errors';
import { dayPassEndsAt, voucherPlanEndsAt } from './plan-ends';

/**
 * Plans on `quota-<userId>`. A decider of its own over the quota stream (the quota decider keeps
 * paying for questions; this one starts, suspends, resumes and ends plans), folding the same events
 * so both append with the stream's exact revision: a plan activated during an ask is seen by the
 * next ask.
 *
 * Every paid plan belongs to a grant (the provider's subscription, or a Day Pass's checkout
 * session) with its own state here. The provider's notifications arrive in any order and more than
 * once, so the rules are written to give the same end state whatever the order:
 * - an ended grant is terminal: no late activation, observation or resolved dispute revives it;
 * - an end is recorded even for a grant never seen running, so a late activation finds it ended;
 * - an observation of the provider's subscription older than the last one recorded loses;
 * - a dispute is tracked by its id, so its opening arriving after its closing changes nothing.
 */
export interface Grant {
  tier: PlanTier;
  /** 'pending': known only from a dispute that arrived before the plan started. */
  status: 'pending' | 'active' | 'suspended' | 'ended';
  reason: SubscriptionSuspendReason | SubscriptionEndReason | null;
  /** The provider subscription's last recorded status (null: never observed, or a Day Pass). */
  providerStatus: ProviderSubscriptionStatus | null;
  /** When that status was observed: an older observation arriving later changes nothing. */
  observedAt: string | null;
  /** A Day Pass's end; null for a subscription. */
  endsAt: string | null;
  /** Disputes on charges for this grant, by id: 'open' until the provider closes them. */
  disputes: ReadonlyMap<string, string>;
}

export interface EntitlementState {
  quota: QuotaState;
  /** `source:reference` of every activation: a payment session or voucher activates once. */
  activated: ReadonlySet<string>;
  /** Paid plans by grant. */
  grants: ReadonlyMap<string, Grant>;
}

type AccessEvent = Extract<
  QuotaEvent,
  {
    type:
      | 'SubscriptionActivated'
      | 'SubscriptionStatusChanged'
      | 'SubscriptionSuspended'
      | 'SubscriptionResumed'
      | 'SubscriptionEnded'
      | 'PaymentDisputed'
      | 'PaymentDisputeClosed';
  }
>;

/**
 * The provider's subscription status -> access (docs/decisions.md, "Quotas and plans"):
 * trialing, active and past_due (the provider is still retrying the card) keep the plan; unpaid,
 * paused and incomplete suspend it until the provider says active again; canceled and
 * incomplete_expired end it for good.
 */
export const STATUS_ACCESS: Readonly<Record<ProviderSubscriptionStatus, 'active' | 'suspended' | 'ended'>> = {
  trialing: 'active',
  active: 'active',
  past_due: 'active',
  unpaid: 'suspended',
  paused: 'suspended',
  incomplete: 'suspended',
  canceled: 'ended',
  incomplete_expired: 'ended',
};

/** Dispute statuses after which the charge stands (the hold is lifted). Any other status holds. */
const DISPUTE_LIFTED: ReadonlySet<string> = new Set(['won', 'warning_closed', 'prevented']);

export const initialState = (): EntitlementState => ({
  quota: quotaDecider.initialState(),
  activated: new Set(),
  grants: new Map(),
});

export function evolve(state: EntitlementState, event: QuotaEvent): EntitlementState {
  const quota = quotaDecider.evolve(state.quota, event);
  switch (event.type) {
    case 'SubscriptionActivated': {
      const { source, reference, subscriptionId, tier, endsAt } = event.data;
      const activated = new Set(state.activated).add(activationKey(source, reference));
      if (source !== 'payment') return { ...state, quota, activated };
      const key = subscriptionId ?? reference;
      return {
        quota,
        activated,
        grants: withGrant(state, key, tier, (g) => ({
          ...g,
          status: g.status === 'ended' ? 'ended' : 'active',
          endsAt,
        })),
      };
    }
    case 'SubscriptionStatusChanged': {
      const { reference, tier, status, observedAt } = event.data;
      return {
        ...state,
        quota,
        grants: withGrant(state, reference, tier, (g) => ({ ...g, providerStatus: status, observedAt })),
      };
    }
    case 'SubscriptionSuspended': {
      const { reference, tier, reason } = event.data;
      return {
        ...state,
        quota,
        grants: withGrant(state, reference, tier, (g) => ({
          ...g,
          status: g.status === 'ended' ? 'ended' : 'suspended',
          reason,
        })),
      };
    }
    case 'SubscriptionResumed': {
      const { reference, tier } = event.data;
      return {
        ...state,
        quota,
        grants: withGrant(state, reference, tier, (g) => ({
          ...g,
          status: g.status === 'ended' ? 'ended' : 'active',
          reason: null,
        })),
      };
    }
    case 'SubscriptionEnded': {
      const { reference, tier, reason } = event.data;
      return {
        ...state,
        quota,
        grants: withGrant(state, reference, tier, (g) => ({
          ...g,
          status: 'ended',
          reason: reason ?? 'canceled',
        })),
      };
    }
    case 'PaymentDisputed': {
      const { reference, tier, disputeId } = event.data;
      return {
        ...state,
        quota,
        grants: withGrant(state, reference, tier, (g) =>
          g.disputes.has(disputeId) ? g : { ...g, disputes: new Map(g.disputes).set(disputeId, 'open') },
        ),
      };
    }
    case 'PaymentDisputeClosed': {
      const { reference, tier, disputeId, status } = event.data;
      return {
        ...state,
        quota,
        grants: withGrant(state, reference, tier, (g) => ({
          ...g,
          disputes: new Map(g.disputes).set(disputeId, status),
        })),
      };
    }
    default:
      return { ...state, quota };
  }
}

export function decide(command: EntitlementCommand, state: EntitlementState): AccessEvent[] {
  switch (command.type) {
    case 'ActivateSubscription':
      return activate(command, state);
    case 'SyncSubscription':
      return sync(command, state);
    case 'EndSubscription':
      return end(command, state);
    case 'OpenDispute':
      return openDispute(command, state);
    case 'CloseDispute':
      return closeDispute(command, state);
  }
}

function activate(command: ActivateSubscription, state: EntitlementState): AccessEvent[] {
  const { userId, tier, source, reference, at, durationDays } = command.data;
  const subscriptionId = command.data.subscriptionId ?? undefined;
  // The same payment or voucher fulfilled again (webhook retries, a status check, a repeat click).
  if (state.activated.has(activationKey(source, reference))) return [];
  const grant = source === 'payment' ? state.grants.get(subscriptionId ?? reference) : undefined;
  // Already running, suspended or ended under its grant: a late checkout confirmation (the
  // provider redelivering it after the subscription was deleted) starts nothing.
  if (grant && grant.status !== 'pending') return [];
  let startsAt = at;
  let endsAt: string | null = null;
  if (source === 'voucher') {
    if (durationDays === null || !Number.isInteger(durationDays) || durationDays < 1)
      throw VoucherDurationRequiredError();
    endsAt = voucherPlanEndsAt(at, durationDays);
  } else if (tier === 'day_pass') {
    // Repeatable: a pass bought while another runs starts when that one ends, so no hour is lost.
    startsAt = iso(Math.max(Date.parse(at), latestDayPassEnd(state.quota, at)));
    endsAt = dayPassEndsAt(startsAt);
  }
  const activated: AccessEvent = {
    type: 'SubscriptionActivated',
    data: {
      userId,
      tier,
      source,
      reference,
      startsAt,
      endsAt,
      ...(subscriptionId ? { subscriptionId } : {}),
    },
  };
  // A dispute that arrived before the payment was confirmed holds the plan from its first moment.
  if (grant && hasHold(grant))
    return [
      activated,
      {
        type: 'SubscriptionSuspended',
        data: { userId, tier, reference: subscriptionId ?? reference, reason: 'disputed', at: startsAt },
      },
    ];
  return [activated];
}

function sync(command: SyncSubscription, state: EntitlementState): AccessEvent[] {
  const { userId, tier, subscriptionId, status, observedAt, endedAt } = command.data;
  const grant = state.grants.get(subscriptionId);
  if (grant?.status === 'ended') return [];
  const access = STATUS_ACCESS[status];
  if (access === 'ended') {
    // Terminal whatever the order: recorded even if the plan never started here.
    return [
      {
        type: 'SubscriptionEnded',
        data: {
          userId,
          tier,
          reference: subscriptionId,
          endedAt: endedAt ?? observedAt,
          reason: status as SubscriptionEndReason,
        },
      },
    ];
  }
  // Older than what is recorded (a fetch that lost a race to a newer one): nothing to learn.
  if (grant?.observedAt && Date.parse(observedAt) < Date.parse(grant.observedAt)) return [];
  if (grant?.providerStatus === status) return [];
  const changed: AccessEvent = {
    type: 'SubscriptionStatusChanged',
    data: { userId, tier, reference: subscriptionId, status, observedAt },
  };
  const reason: SubscriptionSuspendReason | null =
    access === 'suspended'
      ? (status as SubscriptionSuspendReason)
      : grant && hasHold(grant)
        ? 'disputed'
        : null;
  if (!grant || grant.status === 'pending') {
    // The subscription exists at the provider: its plan begins now, suspended at once if it must be.
    const activated: AccessEvent = {
      type: 'SubscriptionActivated',
      data: {
        userId,
        tier,
        source: 'payment',
        reference: subscriptionId,
        subscriptionId,
        startsAt: observedAt,
        endsAt: null,
      },
    };
    return reason
      ? [activated, changed, suspended(userId, tier, subscriptionId, reason, observedAt)]
      : [activated, changed];
  }
  if (reason && grant.status === 'active')
    return [changed, suspended(userId, tier, subscriptionId, reason, observedAt)];
  if (!reason && grant.status === 'suspended')
    return [
      changed,
      {
        type: 'SubscriptionResumed',
        data: { userId, tier, reference: subscriptionId, at: observedAt, endsAt: null },
      },
    ];
  return [changed];
}

function end(command: EndSubscription, state: EntitlementState): AccessEvent[] {
  const { userId, tier, reference, endedAt, reason } = command.data;
  if (state.grants.get(reference)?.status === 'ended') return [];
  return [{ type: 'SubscriptionEnded', data: { userId, tier, reference, endedAt, reason } }];
}

function openDispute(command: OpenDispute, state: EntitlementState): AccessEvent[] {
  const { userId, tier, reference, disputeId, chargeId, amount, currency, reason, at } = command.data;
  const grant = state.grants.get(reference);
  // Already known: opened before (a redelivery), or closed before its opening arrived.
  if (grant?.disputes.has(disputeId)) return [];
  const disputed: AccessEvent = {
    type: 'PaymentDisputed',
    data: {
      userId,
      tier,
      reference,
      disputeId,
      chargeId,
      amount,
      currency,
      reason: reason.trim() || 'unspecified',
    },
  };
  if (grant?.status !== 'active') return [disputed];
  return [disputed, suspended(userId, tier, reference, 'disputed', at)];
}

function closeDispute(command: CloseDispute, state: EntitlementState): AccessEvent[] {
  const { userId, tier, reference, disputeId, status, at } = command.data;
  const grant = state.grants.get(reference);
  const known = grant?.disputes.get(disputeId);
  if (known !== undefined && known !== 'open') return [];
  const closed: AccessEvent = {
    type: 'PaymentDisputeClosed',
    data: { userId, tier, reference, disputeId, status },
  };
  if (!grant || grant.status !== 'suspended' || grant.reason !== 'disputed') return [closed];
  const after = { ...grant, disputes: new Map(grant.disputes).set(disputeId, status) };
  // The provider still grants it: the subscription's last recorded status (never observed: the
  // confirmed checkout), or what is left of a Day Pass.
  const providerGrants = grant.providerStatus
    ? STATUS_ACCESS[grant.providerStatus] === 'active'
    : grant.endsAt === null || Date.parse(at) < Date.parse(grant.endsAt);
  if (hasHold(after) || !providerGrants) return [closed];
  return [
    closed,
    { type: 'SubscriptionResumed', data: { userId, tier, reference, at, endsAt: grant.endsAt } },
  ];
}

/**
 * The 5 weeks free are for new users: anyone who has never had a paid Pro or Pro-Plus plan
 * (a voucher or a day pass does not use the offer up).
 */
export function isNewSubscriber(state: EntitlementState): boolean {
  return !state.quota.plans.some(
    (plan) => plan.source === 'payment' && (plan.tier === 'pro' || plan.tier === 'consultant'),
  );
}

function suspended(
  userId: string,
  tier: PlanTier,
  reference: string,
  reason: SubscriptionSuspendReason,
  at: string,
): AccessEvent {
  return { type: 'SubscriptionSuspended', data: { userId, tier, reference, reason, at } };
}

function hasHold(grant: Grant): boolean {
  for (const status of grant.disputes.values()) if (!DISPUTE_LIFTED.has(status)) return true;
  return false;
}

function withGrant(
  state: EntitlementState,
  key: string,
  tier: PlanTier,
  change: (grant: Grant) => Grant,
): ReadonlyMap<string, Grant> {
  const grant: Grant = state.grants.get(key) ?? {
    tier,
    status: 'pending',
    reason: null,
    providerStatus: null,
    observedAt: null,
    endsAt: null,
    disputes: new Map(),
  };
  return new Map(state.grants).set(key, change(grant));
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

/** Whether this payment session or voucher has activated its plan already. */
export function isActivated(state: EntitlementState, source: SubscriptionSource, reference: string): boolean {
  return state.activated.has(activationKey(source, reference));
}

function activationKey(source: string, reference: string): string {
  return `${source}:${reference}`;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
