import { type EventType } from './event-registry';

/**
 * Which events are decisions that belong in the admin audit trail, and under which kind.
 *
 * A decision is something an admin or the payment flow decided about someone else's access,
 * money or content: partner reviews, voucher lifecycle, contribution reviews, developer-access
 * grants and revocations (by an admin or by an operator's `npm run admin`), payment outcomes (renewals paid or failed, refunds, disputes) and the plans they (or
 * vouchers) activate, suspend, resume or end, a document the system refused, and a read-model
 * rebuild an admin started, and a user publishing a conversation through a read-only link or
 * revoking it (content leaving the account). BillingCustomerLinked is bookkeeping (which provider customer is the
 * user's), not a decision, and stays out. Requests that only ask for a decision
 * (PartnerApplied, ContributionSubmitted, CheckoutStarted) are left out: the decision that
 * follows is audited, and the request itself is already in its own read model.
 *
 * The audit_log projection handles exactly these types, so the trail is complete by
 * construction; audit-catalogue.spec.ts checks the list against the whole catalogue.
 */
export const AUDIT_KINDS = [
  'partner',
  'voucher',
  'contribution',
  'developer_access',
  'payment',
  'subscription',
  'document',
  'replay',
  'share',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_OF = {
  PartnerApproved: 'partner',
  PartnerRejected: 'partner',
  VoucherCreated: 'voucher',
  VoucherRedeemed: 'voucher',
  VoucherRevoked: 'voucher',
  ContributionReviewed: 'contribution',
  DeveloperAccessGranted: 'developer_access',
  DeveloperAccessRevoked: 'developer_access',
  PaymentConfirmed: 'payment',
  PaymentFailed: 'payment',
  SubscriptionActivated: 'subscription',
  SubscriptionEnded: 'subscription',
  SubscriptionStatusChanged: 'subscription',
  SubscriptionSuspended: 'subscription',
  SubscriptionResumed: 'subscription',
  PaymentDisputed: 'payment',
  PaymentDisputeClosed: 'payment',
  InvoicePaid: 'payment',
  InvoicePaymentFailed: 'payment',
  PaymentRefunded: 'payment',
  DocumentRejected: 'document',
  ReplayRequested: 'replay',
  ConversationShared: 'share',
  ConversationShareRevoked: 'share',
} as const satisfies Partial<Record<EventType, AuditKind>>;

export type AuditedEventType = keyof typeof AUDIT_KIND_OF;

/** The one list of audited event types (the audit_log projection's `handles`). */
export const AUDITED_EVENT_TYPES = Object.keys(AUDIT_KIND_OF) as AuditedEventType[];

/**
 * The naming rule for decision events: past-tense outcomes of a review, a lifecycle step or a
 * payment. AnswerFailed matches the rule by name only: it is the answerer failing inside a chat
 * (refunded automatically), not anyone's decision about access, money or content, so it stays
 * out of the trail (the conversation read models show it).
 */
export const DECISION_EVENT_NAME =
  /(Approved|Rejected|Reviewed|Created|Redeemed|Revoked|Granted|Confirmed|Failed)$/;
export const NOT_DECISIONS: readonly EventType[] = ['AnswerFailed'];

export function isAuditedEventType(type: string): type is AuditedEventType {
  return Object.prototype.hasOwnProperty.call(AUDIT_KIND_OF, type);
}
