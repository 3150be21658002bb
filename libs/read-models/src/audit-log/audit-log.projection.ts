import {
  AUDIT_KIND_OF,
  AUDITED_EVENT_TYPES,
  type AuditedEventType,
  type AuditKind,
} from '@buildmentor/contracts';
import { eventTypes, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `audit_log`: one entry per decision event (the catalogue's AUDITED_EVENT_TYPES): who decided,
 * when, about what, with which outcome and why, and where in the log. Built from the events
 * themselves, so it cannot miss a decision the way a hand-written "log this" call could.
 */
export interface AuditLogDoc extends ReadModelDoc {
  event_id: string;
  kind: AuditKind;
  event_type: AuditedEventType;
  /** metadata.userId: the admin, the paying user, or 'system' (a webhook, the worker). */
  actor: string;
  at: string;
  subject: string;
  subject_user: string | null;
  outcome: string;
  reason: string | null;
  position: number;
}

export const AUDIT_LOG = readModel<AuditLogDoc>('audit_log');

type Described = Pick<AuditLogDoc, 'subject' | 'subject_user' | 'outcome' | 'reason'>;

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The human-readable part of an entry, per event type (exhaustive: a new audited type must say). */
export function describeDecision(event: AnyProjectedEvent): Described | null {
  switch (event.type) {
    case 'PartnerApproved':
      return {
        subject: event.data.partnerId,
        subject_user: null,
        outcome: 'approved',
        reason: orNull(event.data.notes),
      };
    case 'PartnerRejected':
      return {
        subject: event.data.partnerId,
        subject_user: null,
        outcome: 'rejected',
        reason: event.data.reason,
      };
    case 'VoucherCreated': {
      const d = event.data;
      const expiry = d.expiresAt ? `, expires ${d.expiresAt}` : '';
      return {
        subject: d.code,
        subject_user: null,
        outcome: `created: ${d.tier} for ${d.durationDays} days, up to ${d.maxRedemptions} redemptions${expiry}`,
        reason: orNull(d.note),
      };
    }
    case 'VoucherRedeemed':
      return {
        subject: event.data.code,
        subject_user: event.data.userId,
        outcome: `redeemed (#${event.data.redemptionNumber}): ${event.data.tier} for ${event.data.durationDays} days`,
        reason: null,
      };
    case 'VoucherRevoked':
      return { subject: event.data.code, subject_user: null, outcome: 'revoked', reason: event.data.reason };
    case 'ContributionReviewed':
      return {
        subject: event.data.contributionId,
        subject_user: null,
        outcome: event.data.status,
        reason: orNull(event.data.notes),
      };
    case 'DeveloperAccessGranted':
      return {
        subject: event.data.userId,
        subject_user: event.data.userId,
        outcome: 'developer access granted',
        reason: event.data.reason,
      };
    case 'DeveloperAccessRevoked':
      return {
        subject: event.data.userId,
        subject_user: event.data.userId,
        outcome: 'developer access revoked',
        reason: event.data.reason,
      };
    case 'PaymentConfirmed':
      return {
        subject: event.data.sessionId,
        subject_user: event.data.userId,
        outcome: `paid ${money(event.data.amountTotal, event.data.currency)} for ${event.data.packageId} (${event.data.provider})`,
        reason: null,
      };
    case 'PaymentFailed':
      return {
        subject: event.data.sessionId,
        subject_user: event.data.userId,
        outcome: `${event.data.status}: ${event.data.packageId}`,
        reason: event.data.reason,
      };
    case 'SubscriptionActivated': {
      const d = event.data;
      return {
        subject: `${d.source}:${d.reference}`,
        subject_user: d.userId,
        outcome: `${d.tier} activated ${d.startsAt}${d.endsAt ? ` until ${d.endsAt}` : ''}`,
        reason: null,
      };
    }
    case 'SubscriptionEnded':
      return {
        subject: `subscription:${event.data.reference}`,
        subject_user: event.data.userId,
        outcome: `${event.data.tier} ended ${event.data.endedAt}`,
        reason: event.data.reason ?? null,
      };
    case 'SubscriptionStatusChanged':
      return {
        subject: `subscription:${event.data.reference}`,
        subject_user: event.data.userId,
        outcome: `${event.data.tier} is ${event.data.status} at the provider`,
        reason: null,
      };
    case 'SubscriptionSuspended':
      return {
        subject: `subscription:${event.data.reference}`,
        subject_user: event.data.userId,
        outcome: `${event.data.tier} suspended ${event.data.at}`,
        reason: event.data.reason,
      };
    case 'SubscriptionResumed':
      return {
        subject: `subscription:${event.data.reference}`,
        subject_user: event.data.userId,
        outcome: `${event.data.tier} resumed ${event.data.at}`,
        reason: null,
      };
    case 'PaymentDisputed': {
      const d = event.data;
      return {
        subject: `dispute:${d.disputeId}`,
        subject_user: d.userId,
        outcome: `charge ${d.chargeId} of ${money(d.amount, d.currency)} disputed; ${d.tier} (${d.reference}) suspended`,
        reason: d.reason,
      };
    }
    case 'PaymentDisputeClosed':
      return {
        subject: `dispute:${event.data.disputeId}`,
        subject_user: event.data.userId,
        outcome: `dispute closed: ${event.data.status}`,
        reason: null,
      };
    case 'InvoicePaid': {
      const d = event.data;
      return {
        subject: `invoice:${d.invoiceId}`,
        subject_user: d.userId,
        outcome: `paid ${money(d.amountPaid, d.currency)} for ${d.tier} (${d.billingReason ?? 'invoice'})`,
        reason: null,
      };
    }
    case 'InvoicePaymentFailed': {
      const d = event.data;
      return {
        subject: `invoice:${d.invoiceId}`,
        subject_user: d.userId,
        outcome: `attempt ${d.attempt} to charge ${money(d.amountDue, d.currency)} for ${d.tier} failed`,
        reason: d.reason,
      };
    }
    case 'PaymentRefunded': {
      const d = event.data;
      const effect = d.full
        ? `full refund: ${d.tier} (${d.reference}) ended`
        : 'partial refund: plan unchanged';
      return {
        subject: `charge:${d.chargeId}`,
        subject_user: d.userId,
        outcome: `refunded ${money(d.refundedNow, d.currency)} (${money(d.amountRefunded, d.currency)} of ${money(d.amount, d.currency)}); ${effect}`,
        reason: null,
      };
    }
    case 'DocumentRejected':
      return {
        subject: event.data.documentId,
        subject_user: event.data.userId,
        outcome: `rejected: ${event.data.code}`,
        reason: event.data.reason,
      };
    case 'ReplayRequested':
      return {
        subject: event.data.replayId,
        subject_user: null,
        outcome: 'read-model replay requested',
        reason: orNull(event.data.reason),
      };
    // The token is a credential (anyone holding it reads the conversation): the trail names the
    // conversation, never the link.
    case 'ConversationShared':
      return {
        subject: `conversation:${event.data.conversationId}`,
        subject_user: event.data.userId,
        outcome: 'shared through a read-only link',
        reason: null,
      };
    case 'ConversationShareRevoked':
      return {
        subject: `conversation:${event.data.conversationId}`,
        subject_user: event.data.userId,
        outcome: 'read-only link revoked',
        reason: null,
      };
    default:
      return null;
  }
}

function evolveEntry(doc: AuditLogDoc | null, event: AnyProjectedEvent): AuditLogDoc | null {
  const described = describeDecision(event);
  if (!described) return doc;
  const type = event.type as AuditedEventType;
  return {
    _id: event.eventId,
    _position: 0,
    event_id: event.eventId,
    kind: AUDIT_KIND_OF[type],
    event_type: type,
    actor: event.metadata.userId,
    at: event.metadata.at,
    ...described,
    position: event.position,
  };
}

export const auditLogProjection: Projection<AuditLogDoc> = {
  readModel: AUDIT_LOG,
  handles: eventTypes(...AUDITED_EVENT_TYPES),
  // One entry per event: the event id is unique and the same in every replay.
  documentIds: (event) => [event.eventId],
  evolve: evolveEntry,
  indexes: [
    { keys: { position: -1 } },
    { keys: { kind: 1, position: -1 } },
    { keys: { actor: 1, position: -1 } },
    { keys: { at: -1 } },
  ],
};
