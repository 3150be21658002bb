import { Command } from '@nestjs/cqrs';
import { type DemoOutcomeResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** The demo checkout page's Pay (`pay`) or Cancel (`cancel`) button. */
export class CompleteDemoCheckoutCommand extends Command<DemoOutcomeResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly checkoutSessionId: string,
    readonly outcome: 'pay' | 'cancel',
    readonly correlationId: string,
  ) {
    super();
  }
}
