import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentStatusResponse } from '@buildmentor/contracts';
import { seriousAxeViolations } from '../../testing/axe';
import { deferred, problem, type RouteHandler } from '../../testing/fetch-mock';
import { profile, subscription } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { visitSignedIn } from '../../testing/site-session';

const STATUS = 'GET /api/payment/status/cs_1';

function status(overrides: Partial<PaymentStatusResponse> = {}): PaymentStatusResponse {
  return {
    session_id: 'cs_1',
    payment_status: 'unpaid',
    status: 'open',
    amount_total: 2850,
    currency: 'aud',
    metadata: { package_id: 'day_pass' },
    plan_name: 'Day Pass',
    position: 12,
    ...overrides,
  };
}

const paid = (overrides: Partial<PaymentStatusResponse> = {}) =>
  status({ payment_status: 'paid', status: 'complete', ...overrides });

function open(routes: Record<string, RouteHandler>, path = '/payment-success?session_id=cs_1') {
  const server = visitSignedIn('pat@firm.example', routes);
  const view = renderApp(path);
  return { server, view };
}

/** The receipt's rows: 'Plan: Pro Plan', 'Amount: $0.00', 'Status: Paid'. */
function summary(): string[] {
  return within(screen.getByLabelText('Payment details'))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

async function expectIssue(message: string) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Payment Issue' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/pricing');
  expect(screen.getByRole('link', { name: 'Continue to Chat' })).toHaveAttribute('href', '/chat');
}

describe('/payment-success', () => {
  it('checks, then shows the receipt: plan name, the amount /100 in en-AU currency, Paid, and links to /chat and /', async () => {
    const reply = deferred();
    const { server } = open({ [STATUS]: reply.handler });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checking Payment Status' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait while we confirm your payment...');
    await act(async () => reply.release({ body: paid() }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(summary()).toEqual(['Plan: Day Pass', 'Amount: $28.50', 'Status: Paid']);
    expect(screen.queryByText(/5 weeks free/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Chatting' })).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Payment | BuildMentor');
    expect(server.callsTo(STATUS)[0]?.headers['Authorization']).toBe('Bearer restored-token');
  });

  it.each([
    ['pro', 'Pro Plan'],
    ['consultant', 'Consultant Plan'],
  ] as const)(
    'names %s "%s"; a subscription in its 5 free weeks shows $0.00 and the note',
    async (packageId, name) => {
      open({
        [STATUS]: { body: paid({ metadata: { package_id: packageId }, plan_name: name, amount_total: 0 }) },
      });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }),
      ).toBeInTheDocument();
      expect(summary()).toEqual([`Plan: ${name}`, 'Amount: $0.00', 'Status: Paid']);
      expect(screen.getByText('5 weeks free')).toBeInTheDocument();
    },
  );

  it('without a session_id: No payment session found, and no call', async () => {
    const { server } = open({}, '/payment-success');

    await expectIssue('No payment session found');
    expect(server.callsTo(STATUS)).toHaveLength(0);
  });

  it.each<[string, RouteHandler, string]>([
    [
      'an expired session',
      { body: status({ status: 'expired' }) },
      'Payment session expired. Please try again.',
    ],
    [
      'an unknown or foreign session (404)',
      problem(404, 'PAYMENT.NOT_FOUND', 'No payment session found'),
      'No payment session found',
    ],
    [
      "a failed check with the server's detail",
      problem(502, 'PAYMENT.PROVIDER', 'The payment provider did not answer.'),
      'The payment provider did not answer.',
    ],
    ['a failed check without a detail', { status: 500 }, 'Failed to verify payment status'],
  ])('shows Payment Issue for %s', async (_case, reply, message) => {
    open({ [STATUS]: reply });
    await expectIssue(message);
  });

  it('checks every 2 s, at most 5 times, then says the check timed out', async () => {
    jest.useFakeTimers();
    const { server } = open({ [STATUS]: { body: status() } });
    const checks = () => server.callsTo(STATUS).length;

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checking Payment Status' }),
    ).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(checks()).toBe(1);
    for (const expected of [2, 3, 4, 5]) {
      await act(() => jest.advanceTimersByTimeAsync(1_999));
      expect(checks()).toBe(expected - 1);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(checks()).toBe(expected);
    }

    await expectIssue(
      'Payment status check timed out. Please check your email for confirmation or contact support.',
    );
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(checks()).toBe(5);
  });

  it('stops checking as soon as the payment reads paid', async () => {
    jest.useFakeTimers();
    let answers = 0;
    const { server } = open({ [STATUS]: () => ({ body: ++answers < 3 ? status() : paid() }) });

    await act(() => jest.advanceTimersByTimeAsync(4_000));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(server.callsTo(STATUS)).toHaveLength(3);
  });

  it("keeps the status check's position, so the chat then reads the plan it activated", async () => {
    const { server } = open({
      [STATUS]: { body: paid({ position: 4321 }) },
      'GET /api/user/subscription': { body: { ...subscription(0, false), tier: 'day_pass' } },
      'GET /api/chat/history': { body: { conversations: [] } },
      'GET /api/user/profile': { body: profile({ email: 'pat@firm.example' }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });

    await userEvent.click(screen.getByRole('link', { name: 'Start Chatting' }));

    expect(await screen.findByRole('heading', { name: 'Day Pass' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/user/subscription').at(-1)?.headers['X-Min-Position']).toBe('4321');
  });

  it('has no serious accessibility violations (receipt and issue)', async () => {
    const { view } = open({ [STATUS]: { body: paid() } });
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
    expect(await seriousAxeViolations(view.container)).toEqual([]);
    view.unmount();
    const issue = open({}, '/payment-success');
    await screen.findByRole('heading', { level: 1, name: 'Payment Issue' });
    expect(await seriousAxeViolations(issue.view.container)).toEqual([]);
  });
});
