import { type AuthenticatedUser } from '../../http/request-context';

/**
 * A status check that may also fulfil: when the webhook has not arrived yet, the provider is asked
 * directly, and a paid session is confirmed from here (the webhook then finds nothing to do).
 */
export class ReconcilePaymentCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly sessionId: string,
    readonly correlationId: string,
  ) {}
}
