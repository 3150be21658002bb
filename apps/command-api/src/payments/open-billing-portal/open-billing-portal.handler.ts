import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type BillingPortalResponse } from '@buildmentor/contracts';
import { PAYMENT_GATEWAY, type PaymentGateway, PaymentProviderError } from '@buildmentor/payments';
import { HttpProblem } from '../../http/problem-details.filter';
import { BillingCustomers } from '../billing/billing-customers';
import { originOf } from '../checkout-urls';
import { OpenBillingPortalCommand } from './open-billing-portal.command';

/**
 * POST /api/payment/portal. A Billing Portal session for the user's own customer (read from the
 * write side, `billing-<userId>`), returning to the app. The portal URL is a short-lived bearer
 * link for that customer, so it is returned to its owner only and never logged. The demo provider
 * has no portal (docs/decisions.md), and a user who never checked out has no customer: 404.
 */
@CommandHandler(OpenBillingPortalCommand)
export class OpenBillingPortalHandler implements ICommandHandler<OpenBillingPortalCommand, BillingPortalResponse> {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(BillingCustomers) private readonly customers: BillingCustomers,
  ) {}

  async execute({ user, originUrl }: OpenBillingPortalCommand): Promise<BillingPortalResponse> {
    if (!this.gateway.hasBillingPortal) throw new HttpProblem(404, 'PAYMENT.PORTAL_UNAVAILABLE', 'Billing management is not available with the demo payment provider.');
    const customerId = await this.customers.customerOf(user.uid);
    if (!customerId) throw new HttpProblem(404, 'PAYMENT.NO_BILLING_ACCOUNT', 'You have no billing account yet. It is created with your first purchase.');
    try {
      return await this.gateway.createPortalSession({ customerId, returnUrl: `${originOf(originUrl)}/chat` });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new HttpProblem(502, error.code, 'Could not open billing management. Please try again.');
    }
  }
}
