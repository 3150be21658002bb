import { useQueryClient } from '@tanstack/react-query';
import { billingQueryKey } from '../../features/payments/api/get-billing';
import { profileQueryKey } from '../../features/profile/api/get-profile';
import { subscriptionQueryKey } from '../../features/subscription/api/get-subscription';

/**
 * Re-reads everything that shows the user's plan, after something changed it without a trip to
 * the payment provider (a redeemed voucher, Starter chosen): the subscription (sidebar plan box, trial counts, Profile's Account Type,
 * /pricing's current plan), the profile and the billing card. The keys belong to their features;
 * only a route may name several features, so the list lives here.
 */
export function useRefreshPlan(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [subscriptionQueryKey, profileQueryKey, billingQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}
