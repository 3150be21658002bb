import { Command } from '@nestjs/cqrs';
import { type CheckoutResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class StartCheckoutCommand extends Command<CheckoutResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    /** The plan (a package id of the catalogue). */
    readonly packageId: string,
    /** Where the user came from; the return links go back to its origin. */
    readonly originUrl: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
