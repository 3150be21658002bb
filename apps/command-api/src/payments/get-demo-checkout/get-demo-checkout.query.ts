import { Query } from '@nestjs/cqrs';
import { type DemoCheckoutResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** What the in-app demo checkout page shows for a checkout session. */
export class GetDemoCheckoutQuery extends Query<DemoCheckoutResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly checkoutSessionId: string,
  ) {
    super();
  }
}
