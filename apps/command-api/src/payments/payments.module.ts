import { Module } from '@nestjs/common';
import { area, controllersOf, slice } from '../http/area';
import { BillingCustomers } from './billing/billing-customers';
import { ChargeOutcomes } from './billing/charge-outcomes';
import { InvoiceOutcomes } from './billing/invoice-outcomes';
import { SubscriptionSync } from './billing/subscription-sync';
import { CompleteDemoCheckoutHandler } from './complete-demo-checkout/complete-demo-checkout.handler';
import {
  CompleteDemoCheckoutController,
  completeDemoCheckoutDocs,
} from './complete-demo-checkout/complete-demo-checkout.http.controller';
import { GetBillingHandler } from './get-billing/get-billing.handler';
import { GetBillingController, getBillingDoc } from './get-billing/get-billing.http.controller';
import { GetDemoCheckoutHandler } from './get-demo-checkout/get-demo-checkout.handler';
import {
  GetDemoCheckoutController,
  getDemoCheckoutDoc,
} from './get-demo-checkout/get-demo-checkout.http.controller';
import { HandlePaymentWebhookHandler } from './handle-payment-webhook/handle-payment-webhook.handler';
import {
  HandlePaymentWebhookController,
  handlePaymentWebhookDoc,
} from './handle-payment-webhook/handle-payment-webhook.http.controller';
import { OpenBillingPortalHandler } from './open-billing-portal/open-billing-portal.handler';
import {
  OpenBillingPortalController,
  openBillingPortalDoc,
} from './open-billing-portal/open-billing-portal.http.controller';
import { PaymentFulfilment } from './payment-fulfilment';
import { paymentGatewayProvider } from './payment-gateway.provider';
import { ReconcilePaymentHandler } from './reconcile-payment/reconcile-payment.handler';
import {
  ReconcilePaymentController,
  reconcilePaymentDoc,
} from './reconcile-payment/reconcile-payment.http.controller';
import { StartCheckoutHandler } from './start-checkout/start-checkout.handler';
import { StartCheckoutController, startCheckoutDoc } from './start-checkout/start-checkout.http.controller';

const SLICES = [
  slice(StartCheckoutController, startCheckoutDoc),
  slice(ReconcilePaymentController, reconcilePaymentDoc),
  slice(HandlePaymentWebhookController, handlePaymentWebhookDoc),
  slice(GetDemoCheckoutController, getDemoCheckoutDoc),
  slice(CompleteDemoCheckoutController, ...completeDemoCheckoutDocs),
  slice(OpenBillingPortalController, openBillingPortalDoc),
  slice(GetBillingController, getBillingDoc),
];

/** Checkout, the payment webhook and billing, on the payment gateway the config chooses. */
@Module({
  controllers: controllersOf(SLICES),
  providers: [
    paymentGatewayProvider,
    PaymentFulfilment,
    BillingCustomers,
    SubscriptionSync,
    InvoiceOutcomes,
    ChargeOutcomes,
    StartCheckoutHandler,
    ReconcilePaymentHandler,
    HandlePaymentWebhookHandler,
    GetDemoCheckoutHandler,
    CompleteDemoCheckoutHandler,
    OpenBillingPortalHandler,
    GetBillingHandler,
  ],
})
export class PaymentsModule {}

export const PAYMENTS_AREA = area(PaymentsModule, SLICES);
