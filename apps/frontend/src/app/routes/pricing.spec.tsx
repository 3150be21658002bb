import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AFTER_TRIAL_NEXT_STEP, PLANS, type PricingPackage } from '@buildmentor/contracts';
import { AFTER_TRIAL_NOTE } from '../../features/pricing/components/plan-card';
import { seriousAxeViolations } from '../../testing/axe';
import { deferred, problem, type MockReply, type RouteHandler } from '../../testing/fetch-mock';
import { profile, subscription } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { visitSignedIn, visitSignedOut } from '../../testing/site-session';
import { PAYMENT_CANCELLED_MESSAGE } from './pricing';

/** GET /api/pricing as the server builds it: the contracts catalogue, prices in cents. */
const PACKAGES: PricingPackage[] = PLANS.map((plan) => ({
  id: plan.id,
  name: plan.name,
  price: plan.price,
  currency: plan.currency,
  period: plan.period,
  description: plan.description,
  features: [...plan.features],
  limitations: [...plan.limitations],
  cta: plan.cta,
  promotion: plan.promotion,
  trial_days: plan.trialDays,
  badge: plan.badge,
}));
const PRICING: RouteHandler = { body: { packages: PACKAGES } };

const MESSAGES = {
  timeout: 'Request timed out. Please check your connection and try again.',
  unavailable: 'Checkout service unavailable. Please try again later.',
  signIn: 'Please sign in to continue with your purchase.',
  invalid: 'Invalid package selected. Please try a different plan.',
  generic: 'Failed to start checkout process. Please try again.',
  noUrl: 'Failed to create checkout session. Please try again.',
};

const card = (name: string) => screen.getByRole('article', { name });
const planButton = (plan: string, label: string) => within(card(plan)).getByRole('button', { name: label });

async function openPricing(routes: Record<string, RouteHandler> = {}, signedIn = true) {
  const server = signedIn
    ? visitSignedIn('pat@firm.example', { 'GET /api/pricing': PRICING, ...routes })
    : visitSignedOut({ 'GET /api/pricing': PRICING, ...routes });
  const view = renderApp('/pricing');
  await screen.findByRole('list', { name: 'Plans' });
  return { server, view };
}

describe('/pricing', () => {
  it('shows the plans from GET /api/pricing: prices, badges, promotion, features, limitations, FAQ and a link home', async () => {
    const { server } = await openPricing({}, false);

    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
    expect(document.title).toBe('Pricing | BuildMentor');
    const names = within(screen.getByRole('list', { name: 'Plans' }))
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(names).toEqual(['Starter', 'Pro', 'Pro-Plus', 'Day Pass']);
    expect(within(card('Starter')).getByText('Free')).toBeInTheDocument();
    expect(card('Pro')).toHaveTextContent('$17.90 per month');
    expect(card('Pro-Plus')).toHaveTextContent('$38.90 per month');
    expect(card('Day Pass')).toHaveTextContent('$28.50 per day');
    expect(within(card('Pro')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card('Pro-Plus')).getByText('Best Value')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('5 weeks free')).toBeInTheDocument();
    expect(within(card('Day Pass')).queryByText('5 weeks free')).not.toBeInTheDocument();
    expect(screen.getByText('5 weeks free for new users on Pro and Pro-Plus')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Starter features' })).getByText('3 questions per day'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Starter limitations' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('✕', '')),
    ).toEqual(['No chat history', 'Document upload for partners only']);
    expect(
      within(screen.getByRole('list', { name: 'Pro features' })).getByText('Unlimited questions'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Day Pass features' })).getByText('No recurring billing'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Day Pass limitations' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('✕', '')),
    ).toEqual(['Ends automatically after 24 hours']);
    expect(planButton('Pro', 'Start Pro')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText('How does the Day Pass work?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/pricing')[0]?.headers['Authorization']).toBeUndefined();
  });

  it('sends an anonymous visitor who chooses a plan to /auth, with no checkout', async () => {
    const { server } = await openPricing({}, false);

    await userEvent.click(planButton('Pro', 'Start Pro'));

    expect(await screen.findByRole('heading', { level: 1, name: /Sign in/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
    // Signing in returns to /pricing?plan=pro, which starts Pro's checkout.
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/pricing?plan=pro');
    expect(server.callsTo('POST /api/payment/checkout')).toHaveLength(0);
  });

  it('signed in on /pricing?plan=pro (back from signing in): starts the Pro checkout at once, once', async () => {
    const server = visitSignedIn('pat@firm.example', {
      'GET /api/pricing': PRICING,
      'GET /api/user/subscription': { body: subscription(3) },
      'POST /api/payment/checkout': {
        body: {
          checkout_url: 'http://localhost/pricing?payment=cancelled',
          session_id: 'demo_cs_2',
          position: 3,
        },
      },
    });
    renderApp('/pricing?plan=pro');

    expect(await screen.findByText(PAYMENT_CANCELLED_MESSAGE)).toBeInTheDocument();
    expect(server.callsTo('POST /api/payment/checkout').map((call) => call.body)).toEqual([
      { package_id: 'pro', origin_url: 'http://localhost' },
    ]);
  });

  it.each([
    ['an unknown plan', 'platinum'],
    ['the free plan, which would switch at once (a link must not end a trial)', 'starter'],
  ])('starts no checkout for %s in ?plan=, and forgets it', async (_name, plan) => {
    const server = visitSignedIn('pat@firm.example', {
      'GET /api/pricing': PRICING,
      'GET /api/user/subscription': { body: subscription(3) },
    });
    renderApp(`/pricing?plan=${plan}`);

    await screen.findByRole('list', { name: 'Plans' });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(server.callsTo('POST /api/payment/checkout')).toHaveLength(0);
  });

  it('offers the free plan as what comes next once the trial is used up, in the words of the chat', async () => {
    await openPricing({ 'GET /api/user/subscription': { body: subscription(0) } });

    const starter = card('Starter');
    expect(await within(starter).findByText(AFTER_TRIAL_NOTE)).toBeInTheDocument();
    expect(within(starter).getByRole('button', { name: 'Continue Free' })).toBeInTheDocument();
    expect(within(starter).getByText('3 questions per day')).toBeInTheDocument();
    expect(within(starter).getByText('No chat history')).toBeInTheDocument();
    expect(AFTER_TRIAL_NEXT_STEP).toContain('Continue free on Starter with 3 questions per day');
    expect(planButton('Pro', 'Start Pro')).toBeInTheDocument();
  });

  it('shows the usual Starter button while trial questions are left', async () => {
    await openPricing({ 'GET /api/user/subscription': { body: subscription(2) } });

    expect(await within(card('Starter')).findByRole('button', { name: 'Start Free' })).toBeInTheDocument();
    expect(within(card('Starter')).queryByText(AFTER_TRIAL_NOTE)).not.toBeInTheDocument();
  });

  it('signed in: shows the email and Go to Chat, marks the current plan, and starts a checkout that goes to the checkout page', async () => {
    const { server } = await openPricing({
      'GET /api/user/subscription': { body: { ...subscription(0, false), tier: 'day_pass' } },
      'POST /api/payment/checkout': {
        body: {
          checkout_url: 'http://localhost/payment-demo?session_id=demo_cs_1',
          session_id: 'demo_cs_1',
          position: 41,
        },
      },
      'GET /api/payment/demo/demo_cs_1': {
        body: {
          session_id: 'demo_cs_1',
          status: 'open',
          payment_status: 'unpaid',
          package: PACKAGES[1],
          amount_total: 0,
          currency: 'aud',
          success_url: '',
          cancel_url: '',
        },
      },
    });
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('pat@firm.example')).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Go to Chat' })).toHaveAttribute('href', '/chat');
    expect(await within(card('Day Pass')).findByText('Your current plan')).toBeInTheDocument();

    await userEvent.click(planButton('Pro', 'Start Pro'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Checkout' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/payment-demo?session_id=demo_cs_1');
    const [checkout] = server.callsTo('POST /api/payment/checkout');
    expect(checkout?.body).toEqual({ package_id: 'pro', origin_url: 'http://localhost' });
    expect(checkout?.headers['Authorization']).toBe('Bearer restored-token');
    // Read-your-writes: the checkout page's read waits for the checkout's own event.
    expect(server.callsTo('GET /api/payment/demo/demo_cs_1')[0]?.headers['X-Min-Position']).toBe('41');
  });

  it('Starter activates at once: the checkout answers with /chat and no session', async () => {
    const { server } = await openPricing({
      'POST /api/payment/checkout': {
        body: { checkout_url: 'http://localhost/chat', session_id: null, position: 7 },
      },
      'GET /api/user/subscription': { body: subscription(3) },
      'GET /api/chat/history': { body: { conversations: [] } },
      'GET /api/user/profile': { body: profile({ email: 'pat@firm.example' }) },
    });

    await userEvent.click(planButton('Starter', 'Start Free'));

    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/chat');
    expect(server.callsTo('POST /api/payment/checkout')[0]?.body).toEqual({
      package_id: 'starter',
      origin_url: 'http://localhost',
    });
  });

  it('Starter chosen: /chat reads the plan again rather than showing the trial it just read', async () => {
    const { server } = await openPricing({
      'POST /api/payment/checkout': {
        body: { checkout_url: 'http://localhost/chat', session_id: null, position: 7 },
      },
      'GET /api/user/subscription': { body: subscription(0) },
      'GET /api/chat/history': { body: { conversations: [] } },
      'GET /api/user/profile': { body: profile({ email: 'pat@firm.example' }) },
    });
    await within(card('Starter')).findByRole('button', { name: 'Continue Free' });
    const readsBefore = server.callsTo('GET /api/user/subscription').length;

    await userEvent.click(planButton('Starter', 'Continue Free'));

    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('GET /api/user/subscription').length).toBeGreaterThan(readsBefore),
    );
  });

  it('runs one checkout at a time: other clicks are ignored until it fails', async () => {
    const reply = deferred();
    const { server } = await openPricing({ 'POST /api/payment/checkout': reply.handler });

    await userEvent.click(planButton('Pro', 'Start Pro'));
    const processing = planButton('Pro', 'Processing...');
    expect(processing).toHaveAttribute('aria-busy', 'true');
    expect(planButton('Day Pass', 'Buy Day Pass')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(planButton('Day Pass', 'Buy Day Pass'));
    await userEvent.click(processing);
    await userEvent.click(planButton('Pro-Plus', 'Start Pro-Plus'));
    expect(server.callsTo('POST /api/payment/checkout')).toHaveLength(1);

    await act(async () => reply.release(problem(502, 'PAYMENT.PROVIDER', MESSAGES.generic)));

    expect(await screen.findByText(MESSAGES.generic)).toBeInTheDocument();
    expect(planButton('Day Pass', 'Buy Day Pass')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(planButton('Day Pass', 'Buy Day Pass'));
    expect(
      server
        .callsTo('POST /api/payment/checkout')
        .map((call) => (call.body as { package_id: string }).package_id),
    ).toEqual(['pro', 'day_pass']);
  });

  it.each<[string, MockReply | (() => never), string]>([
    ['404', problem(404, 'not_found', 'Cannot POST /api/payment/checkout'), MESSAGES.unavailable],
    ['401', problem(401, 'AUTH.INVALID_TOKEN', 'Sign in again.'), MESSAGES.signIn],
    [
      '400',
      problem(400, 'PAYMENT.INVALID_PACKAGE', 'Invalid package selected. Please try a different plan.'),
      MESSAGES.invalid,
    ],
    [
      "another status: the server's detail",
      problem(409, 'PAYMENT.ACTIVE', 'You already have an active Pro plan.'),
      'You already have an active Pro plan.',
    ],
    ['another status without a problem body', { status: 500 }, MESSAGES.generic],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      MESSAGES.generic,
    ],
    [
      'an answer without checkout_url',
      { body: { checkout_url: '', session_id: null, position: 3 } },
      MESSAGES.noUrl,
    ],
  ])('shows the checkout error for %s', async (_case, reply, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openPricing({ 'POST /api/payment/checkout': reply as RouteHandler });

    await userEvent.click(planButton('Pro-Plus', 'Start Pro-Plus'));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message).closest('[role="alert"]')).not.toBeNull();
    expect(planButton('Pro-Plus', 'Start Pro-Plus')).not.toHaveAttribute('aria-busy');
    expect(window.location.pathname).toBe('/pricing');
  });

  it('gives up on a checkout that has not answered within 8 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { server } = await openPricing({
      'POST /api/payment/checkout': () => new Promise<never>(() => undefined),
    });

    await user.click(planButton('Pro', 'Start Pro'));
    await act(() => jest.advanceTimersByTimeAsync(7_999));
    expect(screen.queryByText(MESSAGES.timeout)).not.toBeInTheDocument();
    expect(planButton('Pro', 'Processing...')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1));

    expect(screen.getByText(MESSAGES.timeout)).toBeInTheDocument();
    expect(planButton('Pro', 'Start Pro')).not.toHaveAttribute('aria-busy');
    expect(server.callsTo('POST /api/payment/checkout')).toHaveLength(1);
  });

  it("shows 'Failed to load pricing information' when the plans cannot be read, and Retry reads them again", async () => {
    let failing = true;
    visitSignedOut({
      'GET /api/pricing': () =>
        failing ? problem(503, 'unavailable', 'Down for maintenance.') : { body: { packages: PACKAGES } },
    });
    renderApp('/pricing');

    expect(
      await screen.findByText('Failed to load pricing information', {}, { timeout: 6_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Plans' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('list', { name: 'Plans' })).toBeInTheDocument();
  }, 10_000);

  it('says so when the user comes back from a cancelled checkout', async () => {
    visitSignedIn('pat@firm.example', { 'GET /api/pricing': PRICING });
    renderApp('/pricing?payment=cancelled');

    expect(await screen.findByText(/^Payment cancelled\. You have not been charged/)).toBeInTheDocument();
  });

  it('redeems a voucher and re-reads the subscription, so the new plan is marked current', async () => {
    let redeemed = false;
    const { server } = await openPricing({
      'GET /api/user/subscription': () => ({ body: subscription(3, !redeemed) }),
      'POST /api/voucher/redeem': () => {
        redeemed = true;
        return {
          body: {
            success: true,
            message: 'Voucher redeemed: Pro Plan is active until 2026-03-31.',
            code: 'SITE-2026',
            tier: 'pro',
            starts_at: '2026-03-01T00:00:00.000Z',
            ends_at: '2026-03-31T00:00:00.000Z',
            position: 12,
          },
        };
      },
    });
    const user = userEvent.setup();
    expect(within(card('Pro')).queryByText('Your current plan')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'SITE-2026{Enter}');
    expect(
      await screen.findByText('Voucher redeemed: Pro Plan is active until 2026-03-31.'),
    ).toBeInTheDocument();
    expect(await within(card('Pro')).findByText('Your current plan')).toBeInTheDocument();
    // Read after the redemption's position (the client keeps the highest position it has seen).
    const reads = server.callsTo('GET /api/user/subscription');
    expect(Number(reads.at(-1)?.headers['X-Min-Position'])).toBeGreaterThanOrEqual(12);
  });

  it('signed out: the voucher card links to sign-in instead of a field', async () => {
    await openPricing({}, false);
    expect(screen.queryByRole('textbox', { name: 'Voucher code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to redeem a voucher' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('has no serious accessibility violations', async () => {
    const { view } = await openPricing();
    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });
});
