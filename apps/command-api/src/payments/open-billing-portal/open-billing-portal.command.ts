import { type AuthenticatedUser } from '../../http/request-context';

/** Open the provider's billing portal (card, invoices, cancel) for the signed-in user. */
export class OpenBillingPortalCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly originUrl: string,
  ) {}
}
