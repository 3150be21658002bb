import { Command } from '@nestjs/cqrs';
import { type BillingPortalResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** Open the provider's billing portal (card, invoices, cancel) for the signed-in user. */
export class OpenBillingPortalCommand extends Command<BillingPortalResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly originUrl: string,
  ) {
    super();
  }
}
