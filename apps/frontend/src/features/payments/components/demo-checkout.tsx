import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DemoCheckoutResponse } from '@buildmentor/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useDemoCheckout } from '../api/get-demo-checkout';
import { useSettleDemoCheckout, type DemoCheckoutAction } from '../api/settle-demo-checkout';
import { PAYMENT_MESSAGES } from '../utils/payment-messages';

const PERIODS: Record<DemoCheckoutResponse['package']['period'], string> = {
  free: '',
  month: ' per month',
  day: ' per day',
};
const PAY_FAILED = 'The payment could not be completed. Please try again.';
const CANCEL_FAILED = 'The checkout could not be cancelled. Please try again.';

/** The server's own words for a failed call, else `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 404) return PAYMENT_MESSAGES.notFound;
  if (error instanceof ApiError && error.status > 0 && error.code !== 'http_error') return error.detail;
  return fallback;
}

interface DemoCheckoutProps {
  checkoutSessionId: string | null;
  /** Where the server sends the buyer after Pay (the result page) or Cancel (/pricing). */
  onFinished: (url: string) => void;
}

/**
 * The in-app checkout of PAYMENTS_PROVIDER=demo: the plan and what is due today, with Pay and
 * Cancel. No card is asked for; Pay confirms through the same fulfilment as a real payment.
 */
export function DemoCheckout({ checkoutSessionId, onFinished }: DemoCheckoutProps) {
  const checkout = useDemoCheckout(checkoutSessionId);
  const settle = useSettleDemoCheckout();
  const acting = useRef(false);
  const [action, setAction] = useState<DemoCheckoutAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (checkoutSessionId === null || checkout.isError) {
    return (
      <section className="demo-checkout" aria-labelledby="demo-checkout-title">
        <h1 id="demo-checkout-title">Demo Checkout</h1>
        <p className="form-error" role="alert">
          {checkoutSessionId === null
            ? PAYMENT_MESSAGES.notFound
            : messageOf(checkout.error, PAYMENT_MESSAGES.notFound)}
        </p>
        <Link to={paths.pricing.path} className="button button--secondary">
          Back to Pricing
        </Link>
      </section>
    );
  }
  if (checkout.isPending) {
    return (
      <div className="demo-checkout demo-checkout--loading" role="status">
        <Spinner /> Loading checkout...
      </div>
    );
  }

  const session = checkout.data;
  const plan = session.package;
  const run = (kind: DemoCheckoutAction) => {
    if (acting.current) return;
    acting.current = true;
    setAction(kind);
    setError(null);
    settle.mutateAsync({ checkoutSessionId: session.session_id, action: kind }).then(
      (outcome) => onFinished(outcome.redirect_url),
      (cause: unknown) => {
        acting.current = false;
        setAction(null);
        setError(messageOf(cause, kind === 'pay' ? PAY_FAILED : CANCEL_FAILED));
      },
    );
  };

  const dueToday = formatMoney(session.amount_total, session.currency);
  const regular = `${formatMoney(plan.price, plan.currency)}${PERIODS[plan.period]}`;
  return (
    <section className="demo-checkout" aria-labelledby="demo-checkout-title">
      <h1 id="demo-checkout-title">Demo Checkout</h1>
      <p className="demo-checkout__notice" role="note" aria-label="Demo mode">
        Demo mode: no card is needed and nothing is charged.
      </p>
      <div className="demo-checkout__summary">
        <h2>{plan.name}</h2>
        <p className="muted">{plan.description}</p>
        <dl className="payment-summary" aria-label="Order summary">
          <div>
            <dt>Plan</dt>
            <dd>{plan.name}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{regular}</dd>
          </div>
          {plan.promotion && session.amount_total < plan.price && (
            <div>
              <dt>Promotion</dt>
              <dd>{plan.promotion}</dd>
            </div>
          )}
          <div className="payment-summary__total">
            <dt>Due today</dt>
            <dd>{dueToday}</dd>
          </div>
        </dl>
      </div>
      {session.status !== 'open' ? (
        <div className="demo-checkout__closed">
          <p role="status">
            {session.status === 'complete' ? 'This payment is already complete.' : PAYMENT_MESSAGES.expired}
          </p>
          {session.status === 'complete' ? (
            <Link
              to={`${paths.paymentSuccess.path}?session_id=${encodeURIComponent(session.session_id)}`}
              className="button button--primary"
            >
              View Payment
            </Link>
          ) : (
            <Link to={paths.pricing.path} className="button button--primary">
              Back to Pricing
            </Link>
          )}
        </div>
      ) : (
        <>
          <div role="alert">{error && <p className="form-error">{error}</p>}</div>
          <div className="demo-checkout__actions">
            <button
              type="button"
              className="button button--primary button--large"
              aria-disabled={action !== null || undefined}
              aria-busy={action === 'pay' || undefined}
              onClick={() => run('pay')}
            >
              {action === 'pay' && <Spinner size="sm" />}
              Pay
            </button>
            <button
              type="button"
              className="button button--secondary button--large"
              aria-disabled={action !== null || undefined}
              aria-busy={action === 'cancel' || undefined}
              onClick={() => run('cancel')}
            >
              Cancel
            </button>
          </div>
        </>
      )}
    </section>
  );
}
