import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { StaticPageLayout } from '../../components/layouts/static-page-layout';
import { paths } from '../../config/paths';
import { PricingFaq } from '../../features/pricing/components/pricing-faq';
import { PricingPlans } from '../../features/pricing/components/pricing-plans';
import { getSubscriptionQueryOptions } from '../../features/subscription/api/get-subscription';
import { RedeemVoucherForm } from '../../features/vouchers/components/redeem-voucher-form';
import { useFollowUrl } from '../../hooks/use-follow-url';
import { useAuth } from '../../lib/auth/auth-context';
import { signInPath } from '../../lib/auth/return-path';
import '../../styles/pricing.css';
import { useRefreshPlan } from './use-refresh-plan';

/** Where a cancelled checkout returns to (the server's cancel URL: /pricing?payment=cancelled). */
export const PAYMENT_CANCELLED_MESSAGE =
  'Payment cancelled. You have not been charged; choose a plan whenever you are ready.';

/** /pricing?plan=<id>: the plan a visitor chose before signing in; its checkout starts on return. */
export const PLAN_PARAM = 'plan';

/**
 * /pricing (spec section 2): the plan cards from GET /api/pricing, the FAQ and a link home. The
 * shared header shows a signed-in user's email and Go to Chat. An anonymous visitor choosing a
 * plan goes to /auth (spec section 6) and comes back here, signed in, into that plan's checkout;
 * a signed-in one starts a checkout. Under the plans, a signed-in user can redeem a voucher
 * (signed out, a link to sign in).
 */
export function PricingRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const followUrl = useFollowUrl();
  const [search, setSearch] = useSearchParams();
  const cancelled = search.get('payment') === 'cancelled';
  const subscription = useQuery({ ...getSubscriptionQueryOptions(), enabled: user !== null });
  const refreshPlan = useRefreshPlan();
  const status = subscription.data;
  const forgetPlan = useCallback(
    () =>
      setSearch(
        (current) => {
          current.delete(PLAN_PARAM);
          return current;
        },
        { replace: true },
      ),
    [setSearch],
  );

  return (
    <StaticPageLayout title={paths.pricing.title} className="pricing-page">
      <Link to={paths.home.path} className="back-link">
        <span aria-hidden="true">← </span>Back to Home
      </Link>
      <div className="page-intro pricing-intro">
        <h1>Choose Your Plan</h1>
        <p>Expert construction guidance on NCC, AS/NZS and BCA questions, at the level your work needs.</p>
      </div>
      {cancelled && (
        <p className="pricing-notice" role="status">
          {PAYMENT_CANCELLED_MESSAGE}
        </p>
      )}
      <PricingPlans
        signedIn={user !== null}
        currentTier={status?.is_trial ? undefined : status?.tier}
        trialUsedUp={status?.is_trial === true && status.trial_info.questions_remaining <= 0}
        resumePlan={search.get(PLAN_PARAM)}
        onResumed={forgetPlan}
        onSignInRequired={(plan) =>
          navigate(signInPath(paths.auth.path, `${paths.pricing.path}?${PLAN_PARAM}=${plan}`))
        }
        onRedirect={(url) => {
          // Starter starts at once and sends the user to /chat: what it read of the plan a moment
          // ago (the trial) is out of date, so the chat reads it again.
          void refreshPlan();
          followUrl(url);
        }}
      />
      <RedeemVoucherForm signedIn={user !== null} onRedeemed={refreshPlan} className="pricing-voucher" />
      <PricingFaq />
    </StaticPageLayout>
  );
}
