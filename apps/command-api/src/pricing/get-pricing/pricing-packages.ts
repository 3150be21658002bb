import { PLANS, type PlanDefinition, type PricingPackage } from '@buildmentor/contracts';

/** A plan as the pricing page and the demo checkout show it (spec section 3, "Pricing package"). */
export function toPricingPackage(plan: PlanDefinition): PricingPackage {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    currency: plan.currency,
    period: plan.period,
    description: plan.description,
    features: [...plan.features],
    limitations: [...plan.limitations],
    cta: plan.cta,
    promotion: plan.promotion,
    trial_days: plan.trialDays,
    badge: plan.badge,
  };
}

export const PRICING_PACKAGES: readonly PricingPackage[] = PLANS.map(toPricingPackage);
