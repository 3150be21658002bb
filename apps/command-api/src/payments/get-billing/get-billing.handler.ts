import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type BillingResponse } from '@buildmentor/contracts';
import { PAYMENT_GATEWAY, type PaymentGateway } from '@buildmentor/payments';
import { BILLING_ACCOUNTS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { billingView } from './billing-view';
import { GetBillingQuery } from './get-billing.query';

/** GET /api/payment/billing, from the `billing_accounts` read model. */
@QueryHandler(GetBillingQuery)
export class GetBillingHandler implements IQueryHandler<GetBillingQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user }: GetBillingQuery): Promise<BillingResponse> {
    const account = await (await this.readModels.collection(BILLING_ACCOUNTS)).findOne({ _id: user.userId });
    return billingView(account, this.gateway.provider, this.gateway.hasBillingPortal, this.clock());
  }
}
