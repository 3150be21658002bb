import { Command } from '@nestjs/cqrs';
import { type PaymentStatusResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/**
 * A status check that may also fulfil: when the webhook has not arrived yet, the provider is asked
 * directly, and a paid session is confirmed from here (the webhook then finds nothing to do).
 */
export class ReconcilePaymentCommand extends Command<PaymentStatusResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly checkoutSessionId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
