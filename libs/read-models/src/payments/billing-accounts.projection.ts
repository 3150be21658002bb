import { oneDocumentPerEvent, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `billing_accounts`: one document per user with what the profile's billing card shows: the
 * provider customer (so "Manage billing" appears only when there is one), each paid plan's state
 * by grant (active, suspended and why, ended), and renewal attempts that failed and are still
 * unpaid. A failure for an invoice already paid is never shown, whatever order they arrive in.
 */
export interface BillingPlanEntry {
  /** The grant: the provider subscription, or a Day Pass's checkout session. */
  reference: string;
  tier: string;
  status: 'active' | 'suspended' | 'ended';
  reason: string | null;
  /** When it entered this status. */
  since: string;
  /** A Day Pass's end (null for a subscription). */
  ends_at: string | null;
  /** The provider's own status last observed (past_due, unpaid...), null when never observed. */
  provider_status: string | null;
}

export interface BillingFailure {
  invoice_id: string;
  amount_due: number;
  currency: string;
  attempt: number;
  next_attempt_at: string | null;
  reason: string;
  failed_at: string;
}

export interface BillingAccountDoc extends ReadModelDoc {
  user_id: string;
  /** The user's customer at each provider (the first link wins, as on the write side). */
  customers: Partial<Record<'stripe' | 'demo', string>>;
  plans: BillingPlanEntry[];
  /** Failed attempts of invoices not paid since, oldest first. */
  open_failures: BillingFailure[];
  /** Invoices paid (their later-arriving failures are not shown). */
  paid_invoice_ids: string[];
}

export const BILLING_ACCOUNTS = readModel<BillingAccountDoc>('billing_accounts');

/** One account per user: every event it handles names the user. */
const BY_USER = oneDocumentPerEvent(
  [
    'BillingCustomerLinked',
    'SubscriptionActivated',
    'SubscriptionStatusChanged',
    'SubscriptionSuspended',
    'SubscriptionResumed',
    'SubscriptionEnded',
    'InvoicePaid',
    'InvoicePaymentFailed',
  ],
  'userId',
);

export function emptyBillingAccount(userId: string): BillingAccountDoc {
  return {
    _id: userId,
    _position: 0,
    user_id: userId,
    customers: {},
    plans: [],
    open_failures: [],
    paid_invoice_ids: [],
  };
}

function withPlan(
  doc: BillingAccountDoc,
  reference: string,
  tier: string,
  change: (plan: BillingPlanEntry) => BillingPlanEntry,
  at: string,
): BillingAccountDoc {
  const current = doc.plans.find((plan) => plan.reference === reference) ?? {
    reference,
    tier,
    status: 'active' as const,
    reason: null,
    since: at,
    ends_at: null,
    provider_status: null,
  };
  const next = change(current);
  return { ...doc, plans: [...doc.plans.filter((plan) => plan.reference !== reference), next] };
}

function evolveAccount(
  current: BillingAccountDoc | null,
  event: AnyProjectedEvent,
): BillingAccountDoc | null {
  if (!BY_USER.handles.has(event.type) || !('userId' in event.data)) return current;
  const doc = current ?? emptyBillingAccount(event.data.userId);
  switch (event.type) {
    case 'BillingCustomerLinked':
      // The first link is the user's customer there (the write side records only one).
      if (doc.customers[event.data.provider]) return doc;
      return { ...doc, customers: { ...doc.customers, [event.data.provider]: event.data.customerId } };
    case 'SubscriptionActivated': {
      const { source, tier, reference, subscriptionId, startsAt, endsAt } = event.data;
      // Plans bought with money only; Starter is free and has nothing to manage.
      if (source !== 'payment' || tier === 'starter') return current;
      const grant = subscriptionId ?? reference;
      if (doc.plans.some((plan) => plan.reference === grant)) return doc;
      return withPlan(doc, grant, tier, (plan) => ({ ...plan, since: startsAt, ends_at: endsAt }), startsAt);
    }
    case 'SubscriptionStatusChanged':
      return withPlan(
        doc,
        event.data.reference,
        event.data.tier,
        (plan) => ({ ...plan, provider_status: event.data.status }),
        event.data.observedAt,
      );
    case 'SubscriptionSuspended':
      return withPlan(
        doc,
        event.data.reference,
        event.data.tier,
        (plan) =>
          plan.status === 'ended'
            ? plan
            : { ...plan, status: 'suspended', reason: event.data.reason, since: event.data.at },
        event.data.at,
      );
    case 'SubscriptionResumed':
      return withPlan(
        doc,
        event.data.reference,
        event.data.tier,
        (plan) =>
          plan.status === 'ended' ? plan : { ...plan, status: 'active', reason: null, since: event.data.at },
        event.data.at,
      );
    case 'SubscriptionEnded':
      return withPlan(
        doc,
        event.data.reference,
        event.data.tier,
        (plan) => ({
          ...plan,
          status: 'ended',
          reason: event.data.reason ?? 'canceled',
          since: event.data.endedAt,
        }),
        event.data.endedAt,
      );
    case 'InvoicePaid': {
      const paid = [...new Set([...doc.paid_invoice_ids, event.data.invoiceId])];
      return {
        ...doc,
        paid_invoice_ids: paid,
        open_failures: doc.open_failures.filter((failure) => failure.invoice_id !== event.data.invoiceId),
      };
    }
    case 'InvoicePaymentFailed': {
      const d = event.data;
      if (doc.paid_invoice_ids.includes(d.invoiceId)) return doc;
      const failure: BillingFailure = {
        invoice_id: d.invoiceId,
        amount_due: d.amountDue,
        currency: d.currency,
        attempt: d.attempt,
        next_attempt_at: d.nextAttemptAt,
        reason: d.reason,
        failed_at: event.metadata.at,
      };
      const others = doc.open_failures.filter((f) => f.invoice_id !== d.invoiceId || f.attempt > d.attempt);
      // One entry per invoice: its latest attempt.
      const latest = others.some((f) => f.invoice_id === d.invoiceId) ? others : [...others, failure];
      return { ...doc, open_failures: latest };
    }
    default:
      return current;
  }
}

export const billingAccountsProjection: Projection<BillingAccountDoc> = {
  readModel: BILLING_ACCOUNTS,
  ...BY_USER,
  evolve: evolveAccount,
};
