import { conversationsProjection } from './conversations/conversations.projection';
import { contributionsProjection } from './contributions/contributions.projection';
import { documentsProjection } from './documents/documents.projection';
import { storageUsageProjection } from './documents/storage-usage.projection';
import { searchChunksProjection } from './search-chunks/search-chunks.projection';
import { feedbackProjection } from './feedback/feedback.projection';
import { messagesProjection } from './messages/messages.projection';
import { pendingQuestionsProjection } from './pending-questions/pending-questions.projection';
import { platformStatsProjection } from './platform-stats/platform-stats.projection';
import { profilesProjection } from './profiles/profiles.projection';
import { paymentsProjection } from './payments/payments.projection';
import { billingAccountsProjection } from './payments/billing-accounts.projection';
import { voucherRedemptionsProjection } from './vouchers/voucher-redemptions.projection';
import { vouchersProjection } from './vouchers/vouchers.projection';
import { partnersProjection } from './partners/partners.projection';
import { auditLogProjection } from './audit-log/audit-log.projection';
import { dailyStatsProjection } from './daily-stats/daily-stats.projection';
import { weeklyReportsProjection } from './weekly-reports/weekly-reports.projection';
import { sharesProjection } from './shares/shares.projection';
import { tokenUsageProjection } from './token-usage/token-usage.projection';
import { type Projection } from './projection/projection';

/** Every read model the projector maintains. Adding one here is all a new read model needs. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  profilesProjection,
  conversationsProjection,
  messagesProjection,
  pendingQuestionsProjection,
  platformStatsProjection,
  documentsProjection,
  storageUsageProjection,
  searchChunksProjection,
  feedbackProjection,
  contributionsProjection,
  paymentsProjection,
  billingAccountsProjection,
  vouchersProjection,
  voucherRedemptionsProjection,
  partnersProjection,
  auditLogProjection,
  dailyStatsProjection,
  weeklyReportsProjection,
  sharesProjection,
  tokenUsageProjection,
] as unknown as readonly Projection[];
