import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type BillingPortalResponse } from '@buildmentor/contracts';
import { NoBillingAccountError } from '@buildmentor/domain';
import { PAYMENT_GATEWAY, type PaymentGateway, PaymentProviderError } from '@buildmentor/payments';
import { BillingCustomers } from '../billing/billing-customers';
import { originOf } from '../checkout-urls';
import { BillingPortalFailedError, BillingPortalUnavailableError } from '../payments.errors';
import { OpenBillingPortalCommand } from './open-billing-portal.command';

/**
 * POST /api/payment/portal. A Billing Portal session for the user's own customer (read from the
 * write side, `billing-<userId>`), returning to the app. The portal URL is a short-lived bearer
 * link for that customer, so it is returned to its owner only and never logged. The demo provider
 * has no portal (docs/decisions.md), and a user who never checked out has no customer: 404.
 */
@CommandHandler(OpenBillingPortalCommand)
export class OpenBillingPortalHandler implements ICommandHandler<OpenBillingPortalCommand> {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(BillingCustomers) private readonly customers: BillingCustomers,
  ) {}

  async execute({ user, originUrl }: OpenBillingPortalCommand): Promise<BillingPortalResponse> {
    if (!this.gateway.hasBillingPortal) throw BillingPortalUnavailableError();
    const customerId = await this.customers.customerOf(user.userId);
    if (!customerId) throw NoBillingAccountError();
    try {
      return await this.gateway.createPortalSession({ customerId, returnUrl: `${originOf(originUrl)}/chat` });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw BillingPortalFailedError();
    }
  }
}
