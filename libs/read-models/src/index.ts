// The read side's one source of truth: each read model's document type, collection, pure
// projection and query helpers, in one folder per read model. The projector runs the projections
// (ALL_PROJECTIONS); the API queries through the same descriptors and types.
export * from './projection/read-model';
export * from './projection/projected-event';
export * from './projection/projection';
export * from './projection/checkpoint';
export * from './all-projections';

export * from './profiles/profiles.projection';
export * from './profiles/profiles.queries';
export * from './conversations/conversations.projection';
export * from './messages/messages.projection';
export * from './messages/messages.queries';
export * from './pending-questions/pending-questions.projection';
export * from './pending-questions/pending-questions.queries';
export * from './platform-stats/platform-stats.projection';
export * from './platform-stats/platform-stats.queries';
export * from './daily-stats/daily-stats.projection';
export * from './daily-stats/daily-stats.queries';
export * from './weekly-reports/weekly-reports.projection';
export * from './token-usage/token-usage.projection';
export * from './token-usage/token-usage.queries';
export * from './documents/documents.projection';
export * from './documents/storage-usage.projection';
export * from './search-chunks/search-chunks.projection';
export * from './search-chunks/search-chunks.queries';
export * from './feedback/feedback.projection';
export * from './contributions/contributions.projection';
export * from './payments/payments.projection';
export * from './payments/billing-accounts.projection';
export * from './vouchers/vouchers.projection';
export * from './vouchers/voucher-redemptions.projection';
export * from './partners/partners.projection';
export * from './audit-log/audit-log.projection';
export * from './shares/shares.projection';

// Collections beside the projections: the engine's dead letters, the replay bookkeeping, the
// projector lease and the API's shared rate-limit counters.
export * from './dead-letters/dead-letters.read-model';
export * from './replays/replays.read-model';
export * from './projector-instances/projector-instances.read-model';
export * from './shared-counters/shared-counters.read-model';
