import { useId } from 'react';
import type { PricingPackage } from '@buildmentor/contracts';
import { AFTER_TRIAL_CTA } from '@buildmentor/contracts/plans';
import { Spinner } from '../../../components/ui/spinner';
import { priceLabel } from '../utils/price-label';

interface PlanCardProps {
  plan: PricingPackage;
  /** This card's checkout is running. */
  processing: boolean;
  /** Some checkout is running: this card's button ignores clicks. */
  busy: boolean;
  /** The signed-in user is on this plan. */
  current: boolean;
  /** The free plan, shown to a user whose trial is used up: it is what they can do next. */
  afterTrial?: boolean;
  onChoose: (packageId: string) => void;
}

/** On the free plan once the trial is used up (the chat's notice points here). */
export const AFTER_TRIAL_NOTE = 'Your free trial is used up: continue free here';

/** One plan: badge, name, price, promotion, description, features, limitations and its button. */
export function PlanCard({ plan, processing, busy, current, afterTrial = false, onChoose }: PlanCardProps) {
  const titleId = useId();
  const price = priceLabel(plan);
  return (
    <article className={`plan-card${plan.badge ? ' plan-card--featured' : ''}`} aria-labelledby={titleId}>
      {plan.badge && <p className="plan-card__badge">{plan.badge}</p>}
      <h2 id={titleId} className="plan-card__name">
        {plan.name}
      </h2>
      {current && <p className="plan-card__current">Your current plan</p>}
      {afterTrial && <p className="plan-card__current">{AFTER_TRIAL_NOTE}</p>}
      <p className="plan-card__price">
        <span className="plan-card__amount">{price.amount}</span>
        {price.period && <span className="plan-card__period"> {price.period}</span>}
      </p>
      {plan.promotion && <p className="plan-card__promotion">{plan.promotion}</p>}
      <p className="plan-card__description">{plan.description}</p>
      <MarkedList kind="features" mark="✓" plan={plan.name} items={plan.features} />
      <MarkedList kind="limitations" mark="✕" plan={plan.name} items={plan.limitations} />
      <button
        type="button"
        className={`button button--block ${plan.badge ? 'button--primary' : 'button--secondary'} plan-card__cta`}
        aria-disabled={busy || undefined}
        aria-busy={processing || undefined}
        onClick={() => onChoose(plan.id)}
      >
        {processing ? (
          <>
            <Spinner size="sm" /> Processing...
          </>
        ) : afterTrial ? (
          AFTER_TRIAL_CTA
        ) : (
          plan.cta
        )}
      </button>
    </article>
  );
}

interface MarkedListProps {
  kind: 'features' | 'limitations';
  /** Decorative: the list's name already says which kind it is. */
  mark: string;
  plan: string;
  items: readonly string[];
}

/** A plan's features (✓) or limitations (✕), named "<Plan> features"; nothing when empty. */
function MarkedList({ kind, mark, plan, items }: MarkedListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={`plan-card__${kind}`} aria-label={`${plan} ${kind}`}>
      {items.map((item) => (
        <li key={item}>
          <span className="plan-card__mark" aria-hidden="true">
            {mark}
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
