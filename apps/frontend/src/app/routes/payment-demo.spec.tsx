import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLANS, type DemoCheckoutResponse, type PricingPackage } from '@buildmentor/contracts';
import { seriousAxeViolations } from '../../testing/axe';
import { deferred, problem, type RouteHandler } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';
import { visitSignedIn, visitSignedOut } from '../../testing/site-session';

const ID = 'demo_cs_abc';
const SHOW = `GET /api/payment/demo/${ID}`;
const PAY = `POST /api/payment/demo/${ID}/pay`;
const CANCEL = `POST /api/payment/demo/${ID}/cancel`;

function pricingPackage(id: string): PricingPackage {
  const plan = PLANS.find((candidate) => candidate.id === id)!;
  return {
    ...plan,
    features: [...plan.features],
    limitations: [...plan.limitations],
    trial_days: plan.trialDays,
  };
}

function demoSession(overrides: Partial<DemoCheckoutResponse> = {}): DemoCheckoutResponse {
  return {
    session_id: ID,
    status: 'open',
    payment_status: 'unpaid',
    package: pricingPackage('pro'),
    amount_total: 0,
    currency: 'aud',
    success_url: `http://localhost/payment-success?session_id=${ID}`,
    cancel_url: 'http://localhost/pricing?payment=cancelled',
    ...overrides,
  };
}

async function openDemo(routes: Record<string, RouteHandler>, path = `/payment-demo?session_id=${ID}`) {
  const server = visitSignedIn('pat@firm.example', routes);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Demo Checkout' });
  return { server, view };
}

const order = () =>
  within(screen.getByLabelText('Order summary'))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('/payment-demo (the demo provider checkout page)', () => {
  it('shows the plan and the amount due today; Pay confirms and opens the result page', async () => {
    const { server } = await openDemo({
      [SHOW]: { body: demoSession() },
      [PAY]: {
        body: {
          success: true,
          redirect_url: `http://localhost/payment-success?session_id=${ID}`,
          position: 77,
        },
      },
      [`GET /api/payment/status/${ID}`]: {
        body: {
          session_id: ID,
          payment_status: 'paid',
          status: 'complete',
          amount_total: 0,
          currency: 'aud',
          metadata: { package_id: 'pro' },
          plan_name: 'Pro Plan',
          position: 77,
        },
      },
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Pro' })).toBeInTheDocument();
    expect(order()).toEqual([
      'Plan: Pro',
      'Price: $17.90 per month',
      'Promotion: 5 weeks free',
      'Due today: $0.00',
    ]);
    expect(screen.getByRole('note', { name: 'Demo mode' })).toHaveTextContent('no card is needed');
    expect(document.title).toBe('Demo Checkout | BuildMentor');

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/payment-success?session_id=${ID}`);
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(server.callsTo(PAY)).toHaveLength(1);
    expect(server.callsTo(PAY)[0]?.headers['Authorization']).toBe('Bearer restored-token');
    expect(server.callsTo(`GET /api/payment/status/${ID}`)[0]?.headers['X-Min-Position']).toBe('77');
  });

  it('a Day Pass has no promotion and is charged in full', async () => {
    await openDemo({
      [SHOW]: { body: demoSession({ package: pricingPackage('day_pass'), amount_total: 2850 }) },
    });

    await screen.findByRole('heading', { level: 2, name: 'Day Pass' });
    expect(order()).toEqual(['Plan: Day Pass', 'Price: $28.50 per day', 'Due today: $28.50']);
  });

  it('Cancel ends the session and returns to /pricing with a clear message', async () => {
    const { server } = await openDemo({
      [SHOW]: { body: demoSession() },
      [CANCEL]: {
        body: { success: false, redirect_url: 'http://localhost/pricing?payment=cancelled', position: 78 },
      },
      'GET /api/pricing': { body: { packages: [pricingPackage('starter'), pricingPackage('pro')] } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Pro' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText(/^Payment cancelled\. You have not been charged/)).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/pricing?payment=cancelled');
    expect(server.callsTo(CANCEL)).toHaveLength(1);
    expect(server.callsTo(PAY)).toHaveLength(0);
  });

  it("pays once however often it is clicked, and shows the server's reason when paying fails", async () => {
    const reply = deferred();
    const { server } = await openDemo({ [SHOW]: { body: demoSession() }, [PAY]: reply.handler });
    await screen.findByRole('heading', { level: 2, name: 'Pro' });

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo(PAY)).toHaveLength(1);
    expect(server.callsTo(CANCEL)).toHaveLength(0);

    await act(async () =>
      reply.release(problem(409, 'PAYMENT.ENDED', 'Payment session expired. Please try again.')),
    );

    expect(await screen.findByText('Payment session expired. Please try again.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/payment-demo');
    expect(screen.getByRole('button', { name: 'Pay' })).not.toHaveAttribute('aria-disabled');
  });

  it.each<[string, string, Record<string, RouteHandler>]>([
    [
      'an unknown session',
      `/payment-demo?session_id=${ID}`,
      { [SHOW]: problem(404, 'PAYMENT.NOT_FOUND', 'No payment session found') },
    ],
    ['no session_id', '/payment-demo', {}],
  ])('says No payment session found for %s', async (_case, path, routes) => {
    await openDemo(routes, path);

    expect(await screen.findByRole('alert')).toHaveTextContent('No payment session found');
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('offers no Pay on a session already paid or ended', async () => {
    await openDemo({ [SHOW]: { body: demoSession({ status: 'complete', payment_status: 'paid' }) } });

    expect(await screen.findByText('This payment is already complete.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Payment' })).toHaveAttribute(
      'href',
      `/payment-success?session_id=${ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth', async () => {
    visitSignedOut();
    renderApp(`/payment-demo?session_id=${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: /Sign in/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
  });

  it('has no serious accessibility violations', async () => {
    const { view } = await openDemo({ [SHOW]: { body: demoSession() } });
    await screen.findByRole('heading', { level: 2, name: 'Pro' });
    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });
});
