import { DemoPaymentGateway } from './demo/demo-payment-gateway';
import type { PaymentGateway } from './payment-gateway.port';
import { StripePaymentGateway } from './stripe/stripe-payment-gateway';

export type PaymentGatewayConfig =
  | { provider: 'demo' }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBase?: string; clock?: () => Date };

/** The adapter the config chooses (DESIGN.md section 1: payments `demo` by default, `stripe` in production). */
export function createPaymentGateway(config: PaymentGatewayConfig): PaymentGateway {
  if (config.provider === 'demo') return new DemoPaymentGateway();
  return new StripePaymentGateway(config);
}
