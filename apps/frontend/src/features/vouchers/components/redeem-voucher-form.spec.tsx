import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RedeemVoucherResponse } from '@buildmentor/contracts';
import { seriousAxeViolations } from '../../../testing/axe';
import { deferred, installFetch, problem, type RouteHandler } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RedeemVoucherForm, VOUCHER_CODE_REQUIRED } from './redeem-voucher-form';

const redeemed: RedeemVoucherResponse = {
  success: true,
  message: 'Voucher redeemed: Pro Plan is active until 2026-03-31.',
  code: 'SITE-2026',
  tier: 'pro',
  starts_at: '2026-03-01T00:00:00.000Z',
  ends_at: '2026-03-31T00:00:00.000Z',
  position: 42,
};

function renderForm(route: RouteHandler, onRedeemed = jest.fn()) {
  const server = installFetch({ 'POST /api/voucher/redeem': route });
  const view = renderWithProviders(<RedeemVoucherForm signedIn onRedeemed={onRedeemed} />);
  return { server, view, onRedeemed, user: userEvent.setup() };
}

const codeField = () => screen.getByRole('textbox', { name: 'Voucher code' });

describe('RedeemVoucherForm', () => {
  it('redeems by keyboard alone, shows the server message, clears the code and refreshes the plan', async () => {
    const { server, onRedeemed, user, view } = renderForm({ body: redeemed });
    expect(screen.getByRole('heading', { name: 'Have a voucher?' })).toBeInTheDocument();
    await user.tab();
    expect(codeField()).toHaveFocus();
    await user.keyboard(' site-2026 {Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(redeemed.message);
    expect(server.callsTo('POST /api/voucher/redeem')[0]?.body).toEqual({ code: ' site-2026 ' });
    expect(codeField()).toHaveValue('');
    expect(onRedeemed).toHaveBeenCalledTimes(1);
    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });

  it('is pending while the server decides: Redeeming..., disabled, no second request', async () => {
    const reply = deferred();
    const { server, user } = renderForm(reply.handler);
    await user.type(codeField(), 'SITE-2026');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const busy = await screen.findByRole('button', { name: 'Redeeming...' });
    expect(busy).toBeDisabled();
    await user.type(codeField(), '{Enter}');
    reply.release({ body: redeemed });
    expect(await screen.findByRole('button', { name: 'Redeem' })).toBeEnabled();
    expect(server.callsTo('POST /api/voucher/redeem')).toHaveLength(1);
  });

  it.each([
    ['unknown', 404, 'VOUCHER.NOT_FOUND', 'This voucher code is not valid. Please check it and try again.'],
    ['expired', 409, 'VOUCHER.EXPIRED', 'This voucher has expired.'],
    ['exhausted', 409, 'VOUCHER.EXHAUSTED', 'This voucher has already been fully redeemed.'],
    ['revoked', 409, 'VOUCHER.REVOKED', 'This voucher has been withdrawn and can no longer be redeemed.'],
    ['already redeemed', 409, 'VOUCHER.ALREADY_REDEEMED', 'You have already redeemed this voucher.'],
  ])(
    'shows the server sentence for a %s code, tied to the field, keeping the code',
    async (_, status, code, detail) => {
      const { onRedeemed, user } = renderForm(problem(status, code, detail));
      await user.type(codeField(), 'SITE-2026{Enter}');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(detail);
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(codeField()).toHaveAccessibleDescription(detail);
      expect(codeField()).toHaveValue('SITE-2026');
      expect(codeField()).toHaveFocus();
      expect(onRedeemed).not.toHaveBeenCalled();
    },
  );

  it("shows a malformed code's field message from the 400", async () => {
    const { user } = renderForm({
      status: 400,
      body: {
        ...problem(400, 'VALIDATION', 'The request is not valid.').body!,
        errors: [{ path: 'body.code', message: 'A voucher code is 4 to 32 letters, digits and dashes.' }],
      } as object,
    });
    await user.type(codeField(), 'a!{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A voucher code is 4 to 32 letters, digits and dashes.',
    );
  });

  it('asks for a code before sending an empty one', async () => {
    const { server, user } = renderForm({ body: redeemed });
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VOUCHER_CODE_REQUIRED);
    expect(codeField()).toHaveFocus();
    expect(server.callsTo('POST /api/voucher/redeem')).toHaveLength(0);
  });

  it('signed out, offers sign-in instead of the field', () => {
    installFetch({});
    renderWithProviders(<RedeemVoucherForm signedIn={false} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to redeem a voucher' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('a later success replaces an earlier failure', async () => {
    let attempt = 0;
    const { user } = renderForm(() =>
      ++attempt === 1
        ? problem(404, 'VOUCHER.NOT_FOUND', 'This voucher code is not valid.')
        : { body: redeemed },
    );
    await user.type(codeField(), 'TYPO{Enter}');
    await screen.findByRole('alert');
    await user.clear(codeField());
    await user.type(codeField(), 'SITE-2026{Enter}');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(redeemed.message);
    expect(codeField()).not.toHaveAttribute('aria-invalid');
  });
});
