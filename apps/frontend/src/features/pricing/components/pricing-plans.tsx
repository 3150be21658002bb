import { useEffect, useRef } from 'react';
import type { PricingPackage } from '@buildmentor/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { usePricing } from '../api/get-pricing';
import { useCheckout } from '../hooks/use-checkout';
import { PlanCard } from './plan-card';

/** Spec section 8, Pricing. */
export const PRICING_LOAD_ERROR = 'Failed to load pricing information';

interface PricingPlansProps {
  signedIn: boolean;
  /** The signed-in user's tier, to mark their plan (undefined when unknown). */
  currentTier?: string;
  /** The signed-in user's free trial is used up: the free plan is shown as what comes next. */
  trialUsedUp?: boolean;
  /** A plan chosen before signing in: its checkout starts once the plans are shown. */
  resumePlan?: string | null;
  /** The chosen plan's checkout was started (or the plan is unknown): forget it. */
  onResumed?: () => void;
  /** A signed-out visitor chose this plan. */
  onSignInRequired: (packageId: string) => void;
  onRedirect: (url: string) => void;
}

/** 'Pro' + 'Pro-Plus' -> 'Pro and Pro-Plus'. */
function joinNames(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** One line per promotion: '5 weeks free for new users on Pro and Pro-Plus'. */
function promotionLines(plans: readonly PricingPackage[]): string[] {
  const byPromotion = new Map<string, string[]>();
  for (const plan of plans) {
    if (plan.promotion)
      byPromotion.set(plan.promotion, [...(byPromotion.get(plan.promotion) ?? []), plan.name]);
  }
  return [...byPromotion].map(([promotion, names]) => `${promotion} for new users on ${joinNames(names)}`);
}

/** The plan cards from GET /api/pricing, the promotion and the checkout's progress and errors. */
export function PricingPlans(props: PricingPlansProps) {
  const {
    signedIn,
    currentTier,
    trialUsedUp = false,
    resumePlan,
    onResumed,
    onSignInRequired,
    onRedirect,
  } = props;
  const pricing = usePricing();
  const checkout = useCheckout({ signedIn, onSignInRequired, onRedirect });
  useResumedCheckout({
    signedIn,
    resumePlan,
    onResumed,
    plans: pricing.data?.packages,
    choose: checkout.choose,
  });

  if (pricing.isPending) {
    return (
      <div className="pricing-status" role="status">
        <Spinner /> Loading plans...
      </div>
    );
  }
  if (pricing.isError) {
    return (
      <div className="pricing-status pricing-status--error">
        <p className="form-error" role="alert">
          {PRICING_LOAD_ERROR}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void pricing.refetch()}>
          Retry
        </button>
      </div>
    );
  }

  const plans = pricing.data.packages;
  return (
    <>
      {promotionLines(plans).map((line) => (
        <p key={line} className="pricing-promotion">
          {line}
        </p>
      ))}
      <div className="pricing-error" role="alert">
        {checkout.error && <p className="form-error">{checkout.error}</p>}
      </div>
      <ul className="pricing-plans" aria-label="Plans">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              processing={checkout.processing === plan.id}
              busy={checkout.processing !== null}
              current={signedIn && plan.id === currentTier}
              afterTrial={signedIn && trialUsedUp && plan.price === 0}
              onChoose={checkout.choose}
            />
          </li>
        ))}
      </ul>
      <p className="pricing-note muted">All prices are in Australian dollars (AUD).</p>
    </>
  );
}

interface ResumedCheckout {
  signedIn: boolean;
  resumePlan?: string | null;
  onResumed?: () => void;
  plans: readonly PricingPackage[] | undefined;
  choose: (packageId: string) => void;
}

/**
 * A plan chosen while signed out (/pricing?plan=<id>, where sign-in returns): once signed in and
 * the plans are loaded, a paid plan's checkout starts as if its button had been pressed, once.
 */
function useResumedCheckout({ signedIn, resumePlan, onResumed, plans, choose }: ResumedCheckout) {
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !signedIn || !resumePlan || !plans) return;
    resumed.current = true;
    // Only a paid plan: its checkout page still asks before charging. The free plan would switch
    // at once, so a link must not do it for the user; they land on the cards instead.
    if (plans.some((plan) => plan.id === resumePlan && plan.price > 0)) choose(resumePlan);
    onResumed?.();
  }, [signedIn, resumePlan, plans, choose, onResumed]);
}
