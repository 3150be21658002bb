export * from './projection/projection';
export * from './projection/projected-event';
export * from './engine/apply-batch';
export * from './engine/projector';

export * from './replay/replay';
export * from './replay/read-model-hashes';
export * from './projections';
export * from './profiles/profiles.projection';
export * from './conversations/conversations.projection';
export * from './messages/messages.projection';
export * from './platform-stats/platform-stats.projection';
export * from './documents/documents.projection';
export * from './feedback/feedback.projection';
export * from './contributions/contributions.projection';
export * from './search-chunks/search-chunks.projection';
