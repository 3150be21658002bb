import { type CheckoutRequest } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class StartCheckoutCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly request: CheckoutRequest,
    readonly correlationId: string,
  ) {}
}
