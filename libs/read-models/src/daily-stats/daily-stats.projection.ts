import { businessDay } from '@buildmentor/domain';
import { eventTypes, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `daily_stats`: one document per Australia/Sydney day (the product's business day, as for the
 * daily allowances), for the analytics charts and the weekly report. Active users are kept as
 * the day's set of ids, so a week's distinct active users is the union of its days.
 */
export interface DailyStatsDoc extends ReadModelDoc {
  day: string;
  questions: number;
  conversations: number;
  /** Registered, signed in or asked that day (the same activity as profiles.last_active_at). */
  active_user_ids: string[];
  active_users: number;
  new_users: number;
  uploads: number;
  /** Checkouts paid and subscription renewals paid. */
  payments: number;
  /** Minor units (cents) of AUD, the currency every plan is sold in: received less refunded that day. */
  revenue: number;
}

export const DAILY_STATS = readModel<DailyStatsDoc>('daily_stats');

export function emptyDay(day: string): DailyStatsDoc {
  return {
    _id: day,
    _position: 0,
    day,
    questions: 0,
    conversations: 0,
    active_user_ids: [],
    active_users: 0,
    new_users: 0,
    uploads: 0,
    payments: 0,
    revenue: 0,
  };
}

function withActive(doc: DailyStatsDoc, userId: string): DailyStatsDoc {
  // The day's ids are kept sorted (as Array.prototype.sort() orders strings: by UTF-16 code
  // units), so bisection finds a user already active, or where a new one goes, without scanning
  // or sorting the day's thousands for each event.
  const ids = doc.active_user_ids;
  const at = sortedIndex(ids, userId);
  if (ids[at] === userId) return doc;
  const active_user_ids = [...ids.slice(0, at), userId, ...ids.slice(at)];
  return { ...doc, active_user_ids, active_users: active_user_ids.length };
}

/** The first index of `sorted` whose item is not below `value`. */
function sortedIndex(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function evolveDay(
  current: DailyStatsDoc | null,
  event: AnyProjectedEvent,
  day: string,
): DailyStatsDoc | null {
  const doc = current ?? emptyDay(day);
  switch (event.type) {
    case 'UserRegistered':
      return withActive({ ...doc, new_users: doc.new_users + 1 }, event.data.userId);
    case 'UserSignedIn':
      return withActive(doc, event.data.userId);
    case 'QuestionAsked':
      return withActive({ ...doc, questions: doc.questions + 1 }, event.data.userId);
    case 'ConversationStarted':
      return { ...doc, conversations: doc.conversations + 1 };
    case 'DocumentUploaded':
      return { ...doc, uploads: doc.uploads + 1 };
    case 'PaymentConfirmed':
      return { ...doc, payments: doc.payments + 1, revenue: doc.revenue + event.data.amountTotal };
    case 'InvoicePaid':
      // The first invoice of a subscription is the checkout's own money, already counted by
      // PaymentConfirmed; renewals (and any other invoice) are new revenue.
      if (event.data.billingReason === 'subscription_create') return current;
      return { ...doc, payments: doc.payments + 1, revenue: doc.revenue + event.data.amountPaid };
    case 'PaymentRefunded':
      return { ...doc, revenue: doc.revenue - event.data.refundedNow };
    default:
      return current;
  }
}

export const dailyStatsProjection: Projection<DailyStatsDoc> = {
  readModel: DAILY_STATS,
  handles: eventTypes(
    'UserRegistered',
    'UserSignedIn',
    'QuestionAsked',
    'ConversationStarted',
    'DocumentUploaded',
    'PaymentConfirmed',
    'InvoicePaid',
    'PaymentRefunded',
  ),
  // The business day of the decision (metadata.at), not of the append, so a replay agrees.
  documentIds: (event) => [businessDay(event.metadata.at)],
  evolve: evolveDay,
  indexes: [{ keys: { day: 1 } }],
};
