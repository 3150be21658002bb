import { type AuthenticatedUser } from '../../http/request-context';

/** What the in-app demo checkout page shows for a session. */
export class GetDemoCheckoutQuery {
  constructor(
    readonly user: AuthenticatedUser,
    readonly sessionId: string,
  ) {}
}

/** The page's Pay (`pay`) or Cancel (`cancel`) button. */
export class CompleteDemoCheckoutCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly sessionId: string,
    readonly outcome: 'pay' | 'cancel',
    readonly correlationId: string,
  ) {}
}
