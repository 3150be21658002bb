import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingResponse } from '@buildmentor/contracts';
import { seriousAxeViolations } from '../../../testing/axe';
import { installFetch, problem, type RouteHandler } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProfileScreen } from '../../profile/components/profile-screen';
import { BillingCard } from './billing-card';

const PORTAL_URL = 'https://billing.stripe.com/p/session/test_bps_1';
const stripeBilling = (patch: Partial<BillingResponse> = {}): BillingResponse => ({
  provider: 'stripe',
  portal_available: true,
  plan: {
    tier: 'pro',
    status: 'active',
    reason: null,
    provider_status: 'active',
    since: '2026-03-01T00:00:00.000Z',
  },
  payment_issue: null,
  ...patch,
});

/** The billing card where the app shows it: on the profile's overview, passed in by the route. */
function renderProfileWithBilling(billing: RouteHandler, routes: Record<string, RouteHandler> = {}) {
  const server = installFetch({
    'GET /api/user/profile': { status: 404, body: {} },
    'GET /api/knowledge/personal-documents': { body: { documents: [] } },
    'GET /api/payment/billing': billing,
    'POST /api/payment/portal': { body: { url: PORTAL_URL } },
    ...routes,
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const redirects: string[] = [];
  const user = userEvent.setup();
  renderWithProviders(
    <ProfileScreen
      email="pat@firm.example"
      account={{ isTrial: false, planLabel: 'Pro Plan', questionsRemaining: 0 }}
      onClose={() => undefined}
      billing={<BillingCard onRedirect={(url) => void redirects.push(url)} />}
    />,
  );
  return { server, user, redirects };
}

describe('BillingCard on the profile', () => {
  it("shows 'Manage billing' with Stripe and a customer; it opens the portal for this origin and leaves for it", async () => {
    const { server, user, redirects } = renderProfileWithBilling({ body: stripeBilling() });
    const card = within(await screen.findByRole('region', { name: 'Billing' }));
    expect(card.getByText('Your Pro plan is active.')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Manage billing' }));

    expect(server.callsTo('POST /api/payment/portal').map((call) => call.body)).toEqual([
      { origin_url: window.location.origin },
    ]);
    expect(redirects).toEqual([PORTAL_URL]);
    expect(card.getByRole('button', { name: 'Opening billing...' })).toBeDisabled();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('hides the button when the portal is not available (the demo provider, or no customer yet)', async () => {
    renderProfileWithBilling({ body: stripeBilling({ provider: 'demo', portal_available: false }) });
    const card = within(await screen.findByRole('region', { name: 'Billing' }));
    expect(card.getByText('Your Pro plan is active.')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('shows no card at all when there is nothing to say', async () => {
    const { server } = renderProfileWithBilling({
      body: stripeBilling({ portal_available: false, plan: null }),
    });
    await waitFor(() => expect(server.callsTo('GET /api/payment/billing')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'AI Personalization' });
    expect(screen.queryByRole('region', { name: 'Billing' })).not.toBeInTheDocument();
  });

  it('shows no card when billing cannot be loaded, and logs why', async () => {
    renderProfileWithBilling(problem(403, 'AUTH.FORBIDDEN', 'Not allowed.'));
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Could not load billing', expect.anything()),
    );
    expect(screen.queryByRole('region', { name: 'Billing' })).not.toBeInTheDocument();
  });

  it('tells the user about a failed renewal and a plan on hold', async () => {
    const issue = {
      amount_due: 1790,
      currency: 'aud',
      attempt: 1,
      failed_at: '2026-03-04T02:00:00.000Z',
      next_attempt_at: '2026-03-07T02:00:00.000Z',
      message: 'The card on file could not be charged for the renewal.',
    };
    renderProfileWithBilling({
      body: stripeBilling({
        plan: {
          tier: 'pro',
          status: 'suspended',
          reason: 'unpaid',
          provider_status: 'unpaid',
          since: '2026-03-04T02:00:00.000Z',
        },
        payment_issue: issue,
      }),
    });
    const card = within(await screen.findByRole('region', { name: 'Billing' }));
    expect(card.getByText('Your Pro plan is on hold: the renewal could not be charged.')).toBeInTheDocument();
    expect(card.getByRole('status')).toHaveTextContent(
      'A payment of $17.90 failed on 4 Mar 2026: The card on file could not be charged for the renewal. We will try again on 7 Mar 2026. You can update your card with Manage billing.',
    );
  });

  it("shows the server's message when the portal cannot be opened, and stays on the page", async () => {
    const { user, redirects } = renderProfileWithBilling(
      { body: stripeBilling() },
      {
        'POST /api/payment/portal': problem(
          502,
          'PAYMENT.PROVIDER_UNAVAILABLE',
          'Could not open billing management. Please try again.',
        ),
      },
    );
    const card = within(await screen.findByRole('region', { name: 'Billing' }));
    await user.click(card.getByRole('button', { name: 'Manage billing' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Could not open billing management. Please try again.',
    );
    expect(redirects).toEqual([]);
    expect(card.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
  });
});
