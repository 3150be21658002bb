import type { QueryClient } from '@tanstack/react-query';
import type { ProfilePreferences } from '@buildmentor/contracts';
import { hasChatHistory } from '@buildmentor/contracts/plans';
import { getChatHistoryQueryOptions } from '../../features/chat/api/get-chat-history';
import { getExamplesQueryOptions } from '../../features/examples/api/get-examples';
import { examplesDismissed } from '../../features/examples/utils/examples-dismissed';
import { getProfileQueryOptions } from '../../features/profile/api/get-profile';
import { getSubscriptionQueryOptions } from '../../features/subscription/api/get-subscription';

/** The examples lean on what the user works in: their first sectors and disciplines. */
export function examplesTopics(preferences: ProfilePreferences | undefined): string[] {
  return [
    ...(preferences?.industry_sectors ?? []).slice(0, 2),
    ...(preferences?.disciplines ?? []).slice(0, 2),
  ];
}

/**
 * /chat's first reads, started as soon as the session is known (router.tsx), while the page's code
 * still downloads, instead of once it renders; the examples follow the profile at once instead of
 * after the page has rendered with it. Each uses the query options of the hook the page reads it
 * with, so the page finds it in the cache or in flight and asks nothing twice. Only what the page
 * is sure to read: no profile for the automatic demo user (spec section 4), no history on a plan
 * without one, no examples for a
 * dismissed panel or while the welcome setup replaces the chat. A failure here is left for the
 * page's own read to handle.
 */
export function prefetchChat(queryClient: QueryClient, { automatic }: { automatic: boolean }): void {
  // The history only for a plan that has one (Starter has none, and the server refuses it).
  queryClient.fetchQuery(getSubscriptionQueryOptions()).then(
    (status) =>
      hasChatHistory(status.tier) ? queryClient.prefetchQuery(getChatHistoryQueryOptions()) : undefined,
    () => undefined,
  );
  const profile = automatic ? Promise.resolve(null) : queryClient.fetchQuery(getProfileQueryOptions());
  profile.then(
    (loaded) => {
      if (loaded?.onboarding_completed === false || examplesDismissed()) return;
      const topics = examplesTopics(loaded?.preferences);
      return queryClient.prefetchQuery(getExamplesQueryOptions({ topics }));
    },
    () => undefined,
  );
}
