import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentStatusResponse } from '@buildmentor/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format-money';
import { usePaymentVerification } from '../hooks/use-payment-verification';
import { FREE_WEEKS_LABEL, receiptName } from '../utils/payment-messages';

interface PaymentResultProps {
  /** The session_id query parameter, or null when the URL has none. */
  checkoutSessionId: string | null;
  /** Runs once when the payment is confirmed (e.g. to refresh the user's plan). */
  onPaid?: () => void;
}

/** /payment-success: checking, success (plan, amount, status Paid) or 'Payment Issue'. */
export function PaymentResult({ checkoutSessionId, onPaid }: PaymentResultProps) {
  const verification = usePaymentVerification(checkoutSessionId);
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
      <Outcome
        tone="error"
        icon="!"
        title="Payment Issue"
        primary={{ to: paths.pricing.path, label: 'Try Again' }}
        secondary={{ to: paths.chat.path, label: 'Continue to Chat' }}
      >
        <p className="payment-result__message" role="alert">
          {verification.message}
        </p>
      </Outcome>
    );
  }
  return <PaymentSuccess payment={verification.payment} />;
}

function PaymentSuccess({ payment }: { payment: PaymentStatusResponse }) {
  const planName =
    receiptName(payment.metadata.package_id) ?? payment.plan_name ?? payment.metadata.package_id;
  return (
    <Outcome
      tone="success"
      icon="✓"
      title="Payment Successful!"
      primary={{ to: paths.chat.path, label: 'Start Chatting' }}
      secondary={{ to: paths.home.path, label: 'Back to Home' }}
    >
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
          <strong>{FREE_WEEKS_LABEL}</strong>: nothing has been charged today. The monthly price applies when
          your free weeks end.
        </p>
      )}
    </Outcome>
  );
}

interface OutcomeProps {
  tone: 'success' | 'error';
  /** A decorative mark beside the title. */
  icon: string;
  title: string;
  children: ReactNode;
  /** The two ways on: the main one first. */
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
}

/** A settled payment's page: its mark, its title, what happened and where to go next. */
function Outcome({ tone, icon, title, children, primary, secondary }: OutcomeProps) {
  return (
    <section className={`payment-result payment-result--${tone}`} aria-labelledby="payment-result-title">
      <p className="payment-result__icon" aria-hidden="true">
        {icon}
      </p>
      <h1 id="payment-result-title">{title}</h1>
      {children}
      <div className="payment-result__actions">
        <Link to={primary.to} className="button button--primary">
          {primary.label}
        </Link>
        <Link to={secondary.to} className="button button--secondary">
          {secondary.label}
        </Link>
      </div>
    </section>
  );
}
