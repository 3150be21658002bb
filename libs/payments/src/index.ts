export * from './payment-gateway.port';
export * from './payment-gateway.errors';
export {
  StripePaymentGateway,
  WEBHOOK_TOLERANCE_SECONDS,
  type StripeGatewayOptions,
} from './stripe/stripe-payment-gateway';
export { toProviderSession, toProviderSubscription } from './stripe/stripe-objects';
export { DemoPaymentGateway } from './demo/demo-payment-gateway';
export { createPaymentGateway, type PaymentGatewayConfig } from './create-payment-gateway';
