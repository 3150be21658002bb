import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentStatusResponse } from '@buildmentor/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format-money';
import { usePaymentVerification } from '../hooks/use-payment-verification';
import { FREE_WEEKS_LABEL, PLAN_NAMES } from '../utils/payment-messages';

interface PaymentResultProps {
  /** The session_id query parameter, or null when the URL has none. */
  sessionId: string | null;
  /** Runs once when the payment is confirmed (e.g. to refresh the user's plan). */
  onPaid?: () => void;
}

/** /payment-success: checking, success (plan, amount, status Paid) or 'Payment Issue'. */
export function PaymentResult({ sessionId, onPaid }: PaymentResultProps) {
  const verification = usePaymentVerification(sessionId);
  const paidOnce = useRef(false);
  const paid = verification.state === 'success';
  useEffect(() => {
    if (!paid || paidOnce.current) return;
    paidOnce.current = true;
    onPaid?.();
  }, [paid, onPaid]);

  if (verification.state === 'checking') {
    return (
      <section className="payment-result" aria-labelledby="payment-result-title" aria-busy="true">
        <Spinner size="lg" />
        <h1 id="payment-result-title">Checking Payment Status</h1>
        <p role="status">Please wait while we confirm your payment...</p>
      </section>
    );
  }
  if (verification.state === 'error') {
    return (
      <section className="payment-result payment-result--error" aria-labelledby="payment-result-title">
        <p className="payment-result__icon" aria-hidden="true">
          !
        </p>
        <h1 id="payment-result-title">Payment Issue</h1>
        <p className="payment-result__message" role="alert">
          {verification.message}
        </p>
        <div className="payment-result__actions">
          <Link to={paths.pricing.path} className="button button--primary">
            Try Again
          </Link>
          <Link to={paths.chat.path} className="button button--secondary">
            Continue to Chat
          </Link>
        </div>
      </section>
    );
  }
  return <PaymentSuccess payment={verification.payment} />;
}

function PaymentSuccess({ payment }: { payment: PaymentStatusResponse }) {
  const planName = PLAN_NAMES[payment.metadata.package_id] ?? payment.plan_name ?? payment.metadata.package_id;
  return (
    <section className="payment-result payment-result--success" aria-labelledby="payment-result-title">
      <p className="payment-result__icon" aria-hidden="true">
        ✓
      </p>
      <h1 id="payment-result-title">Payment Successful!</h1>
      <p>Thank you. Your {planName} is now active.</p>
      <dl className="payment-summary" aria-label="Payment details">
        <div>
          <dt>Plan</dt>
          <dd>{planName}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatMoney(payment.amount_total, payment.currency)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>Paid</dd>
        </div>
      </dl>
      {payment.amount_total === 0 && (
        <p className="payment-result__note">
          <strong>{FREE_WEEKS_LABEL}</strong>: nothing has been charged today. The monthly price applies when your free weeks
          end.
        </p>
      )}
      <div className="payment-result__actions">
        <Link to={paths.chat.path} className="button button--primary">
          Start Chatting
        </Link>
        <Link to={paths.home.path} className="button button--secondary">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
