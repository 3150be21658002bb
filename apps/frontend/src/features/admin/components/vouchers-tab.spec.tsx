import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VoucherListItem, VoucherListResponse } from '@buildmentor/contracts';
import { seriousAxeViolations } from '../../../testing/axe';
import { installFetch, problem, type RouteHandler } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { REVOKE_REASON_REQUIRED } from './voucher-item';
import { VouchersTab } from './vouchers-tab';

const admin = { uid: 'u-admin', name: 'Alex Admin', email: 'admin@firm.com.au' };

function voucher(overrides: Partial<VoucherListItem> = {}): VoucherListItem {
  return {
    code: 'SITE-2026',
    tier: 'pro',
    duration_days: 30,
    max_redemptions: 10,
    redemption_count: 1,
    remaining: 9,
    expires_at: null,
    status: 'active',
    note: 'Trade show',
    created_by: admin.uid,
    created_at: '2026-03-01T00:00:00.000Z',
    revoked_at: null,
    revoke_reason: null,
    created_by_person: admin,
    redemptions: [
      {
        person: { uid: 'u-lucky', name: 'Lucky Lee', email: 'lucky@firm.com.au' },
        redeemed_at: '2026-03-02T00:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

const list = (...vouchers: VoucherListItem[]): VoucherListResponse => ({
  vouchers,
  total_count: vouchers.length,
});

function renderTab(routes: Record<string, RouteHandler>) {
  const server = installFetch(routes);
  const view = renderWithProviders(<VouchersTab />);
  return { server, view, user: userEvent.setup() };
}

describe('VouchersTab', () => {
  it('lists each voucher with its plan, uses, creator, note and who redeemed it', async () => {
    const { view } = renderTab({
      'GET /api/admin/vouchers': {
        body: list(
          voucher(),
          voucher({
            code: 'BM-ABCD-EFGH',
            tier: 'consultant',
            status: 'revoked',
            revoked_at: '2026-03-03T00:00:00.000Z',
            revoke_reason: 'Posted on a forum',
            redemptions: [],
            note: '',
            created_by_person: { uid: 'u-gone', name: null, email: null },
          }),
        ),
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Voucher SITE-2026' });
    expect(item).toHaveTextContent('Pro · 30 days');
    expect(item).toHaveTextContent('1 of 10');
    expect(item).toHaveTextContent('Never');
    expect(within(item).getByText('Alex Admin · admin@firm.com.au')).toHaveAttribute('title', 'u-admin');
    expect(item).toHaveTextContent('Trade show');
    const redeemers = within(item).getByRole('list', { name: 'Redemptions of SITE-2026' });
    expect(within(redeemers).getByText('Lucky Lee · lucky@firm.com.au')).toHaveAttribute('title', 'u-lucky');
    expect(within(item).getByText('active')).toBeInTheDocument();

    const revoked = screen.getByRole('listitem', { name: 'Voucher BM-ABCD-EFGH' });
    expect(revoked).toHaveTextContent('Pro-Plus · 30 days');
    expect(revoked).toHaveTextContent('Posted on a forum');
    expect(revoked).toHaveTextContent('Not redeemed yet');
    expect(within(revoked).getByText('u-gone')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 vouchers')).toBeInTheDocument();
    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });

  it('says when there are no vouchers', async () => {
    renderTab({ 'GET /api/admin/vouchers': { body: list() } });
    expect(await screen.findByText('No vouchers yet.')).toBeInTheDocument();
  });

  it('shows a failed load as an alert', async () => {
    renderTab({ 'GET /api/admin/vouchers': problem(500, 'internal', 'Something went wrong.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('creates a generated code (no code sent) with the plan chosen by its catalogue name', async () => {
    const created = voucher({ code: 'BM-WXYZ-2345', redemptions: [], redemption_count: 0 });
    const { server, user } = renderTab({
      'GET /api/admin/vouchers': { body: list() },
      'POST /api/admin/create-voucher': { body: { success: true, voucher: created, position: 7 } },
    });
    await screen.findByText('No vouchers yet.');
    const plan = screen.getByRole('combobox', { name: 'Plan' });
    expect(
      within(plan)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pro', 'Pro-Plus', 'Day Pass']);
    await user.selectOptions(plan, 'Day Pass');
    await user.clear(screen.getByRole('spinbutton', { name: 'Duration (days)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (days)' }), '1');
    await user.clear(screen.getByRole('spinbutton', { name: 'Number of uses' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Number of uses' }), '25');
    await user.type(screen.getByLabelText('Last day to redeem (optional)'), '2026-06-30');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Expo');
    await user.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Voucher BM-WXYZ-2345 created.');
    const body = server.callsTo('POST /api/admin/create-voucher')[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      tier: 'day_pass',
      duration_days: 1,
      max_redemptions: 25,
      expires_at: new Date(2026, 5, 30, 23, 59, 59, 999).toISOString(),
      note: 'Expo',
    });
    // The list is read again, so the new voucher shows.
    await waitFor(() => expect(server.callsTo('GET /api/admin/vouchers')).toHaveLength(2));
  });

  it("shows the server's field messages beside their fields", async () => {
    const { user } = renderTab({
      'GET /api/admin/vouchers': { body: list() },
      'POST /api/admin/create-voucher': {
        status: 400,
        body: {
          ...problem(400, 'VALIDATION', 'The request is not valid.').body!,
          errors: [
            {
              path: 'body.max_redemptions',
              message: 'The number of uses must be a whole number from 1 to 100,000.',
            },
          ],
        } as object,
      },
    });
    await screen.findByText('No vouchers yet.');
    await user.type(screen.getByRole('textbox', { name: 'Code (optional)' }), 'site-2026');
    await user.clear(screen.getByRole('spinbutton', { name: 'Number of uses' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Number of uses' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create voucher: The request is not valid.',
    );
    const uses = screen.getByRole('spinbutton', { name: /Number of uses/ });
    expect(uses).toHaveAttribute('aria-invalid', 'true');
    expect(uses).toHaveAccessibleDescription('The number of uses must be a whole number from 1 to 100,000.');
  });

  it('shows a taken code on the code field', async () => {
    const taken = 'A voucher with this code already exists. Please choose another code.';
    const { user } = renderTab({
      'GET /api/admin/vouchers': { body: list() },
      'POST /api/admin/create-voucher': problem(409, 'VOUCHER.ALREADY_EXISTS', taken),
    });
    await screen.findByText('No vouchers yet.');
    await user.type(screen.getByRole('textbox', { name: 'Code (optional)' }), 'SITE-2026{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(screen.getByRole('textbox', { name: /Code/ })).toHaveAccessibleDescription(taken);
  });

  it('asks for a number before sending an empty duration', async () => {
    const { server, user } = renderTab({ 'GET /api/admin/vouchers': { body: list() } });
    await screen.findByText('No vouchers yet.');
    await user.clear(screen.getByRole('spinbutton', { name: 'Duration (days)' }));
    await user.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(screen.getByRole('spinbutton', { name: /Duration/ })).toHaveAccessibleDescription(
      'Please enter a number.',
    );
    expect(server.callsTo('POST /api/admin/create-voucher')).toHaveLength(0);
  });

  it('revokes only with a reason, and sends it', async () => {
    const { server, user } = renderTab({
      'GET /api/admin/vouchers': { body: list(voucher()) },
      'POST /api/admin/vouchers/SITE-2026/revoke': {
        body: { success: true, code: 'SITE-2026', position: 9 },
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Voucher SITE-2026' });
    await user.click(within(item).getByRole('button', { name: 'Revoke…' }));
    const reason = within(item).getByRole('textbox', { name: 'Reason for revoking SITE-2026' });
    expect(reason).toHaveFocus();
    await user.click(within(item).getByRole('button', { name: 'Revoke voucher' }));
    expect(within(item).getByRole('alert')).toHaveTextContent(REVOKE_REASON_REQUIRED);
    expect(server.callsTo('POST /api/admin/vouchers/SITE-2026/revoke')).toHaveLength(0);
    await user.type(reason, 'Posted on a forum{Enter}');
    await waitFor(() =>
      expect(server.callsTo('POST /api/admin/vouchers/SITE-2026/revoke')[0]?.body).toEqual({
        reason: 'Posted on a forum',
      }),
    );
  });

  it('Escape cancels a revoke and returns focus to its button', async () => {
    const { user } = renderTab({ 'GET /api/admin/vouchers': { body: list(voucher()) } });
    const item = await screen.findByRole('listitem', { name: 'Voucher SITE-2026' });
    await user.click(within(item).getByRole('button', { name: 'Revoke…' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Revoke…' })).toHaveFocus());
  });
});
