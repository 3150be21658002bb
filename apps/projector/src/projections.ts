import { conversationsProjection } from './conversations/conversations.projection';
import { contributionsProjection } from './contributions/contributions.projection';
import { documentsProjection } from './documents/documents.projection';
import { feedbackProjection } from './feedback/feedback.projection';
import { messagesProjection } from './messages/messages.projection';
import { platformStatsProjection } from './platform-stats/platform-stats.projection';
import { profilesProjection } from './profiles/profiles.projection';
import { type Projection } from './projection/projection';

/** Every read model the projector maintains. Adding one here is all a new read model needs. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  profilesProjection,
  conversationsProjection,
  messagesProjection,
  platformStatsProjection,
  documentsProjection,
  feedbackProjection,
  contributionsProjection,
] as unknown as readonly Projection[];
