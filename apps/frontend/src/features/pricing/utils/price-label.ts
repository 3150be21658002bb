import type { PricingPackage } from '@buildmentor/contracts';
import { formatMoney } from '../../../lib/format-money';

const PERIOD_LABELS: Record<PricingPackage['period'], string> = {
  free: '',
  month: 'per month',
  day: 'per day',
};

/** The card's price: 'Free' for Starter, else the en-AU amount ('$17.90') and its period. */
export function priceLabel(plan: Pick<PricingPackage, 'price' | 'currency' | 'period'>): {
  amount: string;
  period: string;
} {
  if (plan.price === 0) return { amount: 'Free', period: '' };
  return { amount: formatMoney(plan.price, plan.currency), period: PERIOD_LABELS[plan.period] };
}
