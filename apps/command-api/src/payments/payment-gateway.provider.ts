import { type Provider } from '@nestjs/common';
import { type AppConfig } from '@buildmentor/config';
import { createPaymentGateway, PAYMENT_GATEWAY } from '@buildmentor/payments';
import { CLOCK, CONFIG, type Clock } from '../infrastructure/tokens';

/** The payments adapter the config chooses; the config schema has already checked Stripe's secrets. */
export const paymentGatewayProvider: Provider = {
  provide: PAYMENT_GATEWAY,
  inject: [CONFIG, CLOCK],
  useFactory: (config: AppConfig, clock: Clock) =>
    createPaymentGateway(
      config.PAYMENTS_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: config.STRIPE_SECRET_KEY ?? '',
            webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
            apiBase: config.STRIPE_API_BASE,
            clock,
          }
        : { provider: 'demo' },
    ),
};
