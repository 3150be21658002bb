import { useLoggedFailure } from '../../../hooks/use-logged-failure';
import { ApiError } from '../../../lib/api-client';
import { useBilling } from '../api/get-billing';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { paymentIssueMessage, planStatusMessage } from '../utils/billing-messages';

const PORTAL_FAILED = 'Could not open billing management. Please try again.';

/**
 * The profile's billing card: where the paid plan stands, a renewal that could not be charged,
 * and "Manage billing" (the payment provider's portal: card, invoices, cancel) only when the
 * provider has a portal and the user has a customer there. Nothing to say, or a failed load: no
 * card. `onRedirect` leaves for the portal (the route's useFollowUrl).
 */
export function BillingCard({ onRedirect }: { onRedirect: (url: string) => void }) {
  const billing = useBilling();
  const portal = useOpenBillingPortal();
  useLoggedFailure(billing, 'Could not load billing');
  const data = billing.data;
  if (!data || (!data.plan && !data.payment_issue && !data.portal_available)) return null;

  // Stays "opening" while the browser leaves for the provider's portal.
  const manage = () => portal.mutate(undefined, { onSuccess: ({ url }) => onRedirect(url) });
  const error = portal.error instanceof ApiError ? portal.error.detail : portal.error ? PORTAL_FAILED : null;

  return (
    <section className="profile-card" aria-labelledby="profile-billing-title">
      <h2 id="profile-billing-title" className="profile-card__title">
        Billing
      </h2>
      {data.plan && <p>{planStatusMessage(data.plan)}</p>}
      {data.payment_issue && (
        <p className="profile-card__warning" role="status">
          {paymentIssueMessage(data.payment_issue)}
          {data.portal_available && ' You can update your card with Manage billing.'}
        </p>
      )}
      {data.portal_available && (
        <button
          type="button"
          className="button button--secondary"
          onClick={manage}
          disabled={portal.isPending || portal.isSuccess}
        >
          {portal.isPending || portal.isSuccess ? 'Opening billing...' : 'Manage billing'}
        </button>
      )}
      {error && (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
