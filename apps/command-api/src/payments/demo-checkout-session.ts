import { type AppConfig } from '@buildmentor/config';
import { paymentDecider, PaymentNotFoundError, type PaymentState } from '@buildmentor/domain';
import { type AuthenticatedUser } from '../http/request-context';
import { type DeciderRunner } from '../shared/decider-runner';
import { DemoCheckoutDisabledError } from './payments.errors';

export type DemoCheckoutSession = PaymentState & {
  session: NonNullable<PaymentState['session']>;
  checkoutUrl: string;
};

/**
 * A demo checkout session as its page may see it (PAYMENTS_PROVIDER=demo only): the signed-in
 * buyer's own, started with the demo provider; anything else reads as not found.
 */
export async function demoCheckoutSession(
  config: AppConfig,
  runner: DeciderRunner,
  user: AuthenticatedUser,
  checkoutSessionId: string,
): Promise<DemoCheckoutSession> {
  if (config.PAYMENTS_PROVIDER !== 'demo') throw DemoCheckoutDisabledError();
  const state = await runner.load(paymentDecider, `payment-${checkoutSessionId}`);
  if (
    !state.session ||
    state.session.userId !== user.userId ||
    state.session.provider !== 'demo' ||
    !state.checkoutUrl
  )
    throw PaymentNotFoundError();
  return state as DemoCheckoutSession;
}
