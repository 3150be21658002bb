import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyPartnerResponse } from '@buildmentor/contracts';
import { deferred, installFetch, problem, type RouteHandler } from '../../../testing/fetch-mock';
import { seriousAxeViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PartnerCard } from './partner-card';

const REAL_ABN = '51 824 753 556';
const CORRUPTED_ABN = '51 824 753 557';
const BLOCKED =
  'Please enter a valid business identifier or check "I don\'t have a business registration number"';
const MANUAL = 'Your application will require manual verification by our team.';
const REGISTERED = 'Thank you! Your partnership application has been received and is pending review.';

type Partner = NonNullable<MyPartnerResponse['partner']>;
const partner = (overrides: Partial<Partner> = {}): Partner => ({
  partner_id: 'p-1',
  company_name: 'Acme Stairs Pty Ltd',
  status: 'pending',
  admin_notes: null,
  created_at: '2025-03-01T00:00:00.000Z',
  ...overrides,
});

function renderCard(routes: Record<string, RouteHandler> = {}) {
  const server = installFetch({ 'GET /api/partners/me': { body: { partner: null } }, ...routes });
  const user = userEvent.setup();
  renderWithProviders(<PartnerCard />);
  return { server, user };
}

async function openModal(routes: Record<string, RouteHandler> = {}) {
  const setup = renderCard(routes);
  await setup.user.click(await screen.findByRole('button', { name: 'Apply for Partnership' }));
  const dialog = screen.getByRole('dialog', { name: 'Partner Registration' });
  return { ...setup, dialog: within(dialog), dialogElement: dialog };
}

const submitButton = () => screen.getByRole('button', { name: /Submit Application|Submitting/ });
const abnInput = () => screen.getByLabelText(/ABN \(Australian Business Number\)/);

async function fillRequired(user: ReturnType<typeof userEvent.setup>, { abn = REAL_ABN } = {}) {
  await user.type(screen.getByLabelText(/Company Name/), 'Acme Stairs Pty Ltd');
  if (abn) await user.type(abnInput(), abn);
  await user.type(screen.getByLabelText(/Contact Person/), 'Sam Lee');
  await user.type(screen.getByLabelText(/^Email/), 'sam@acme-stairs.com.au');
  await user.selectOptions(screen.getByLabelText(/Industry Sector/), 'Residential');
}

describe('Become a Verified Partner card', () => {
  it('shows the card and the Apply for Partnership button when the user has not applied', async () => {
    renderCard();

    expect(screen.getByRole('heading', { name: 'Become a Verified Partner' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Apply for Partnership' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['pending', null, 'Pending review', /is being reviewed by our team/, false],
    ['approved', 'ABN checked', 'Approved', /is a verified partner/, false],
    [
      'rejected',
      'ABN does not match the company name',
      'Not approved',
      /was not approved\. You may apply again\./,
      true,
    ],
  ] as const)('shows a %s application (notes: %s)', async (status, notes, badge, text, canApply) => {
    renderCard({ 'GET /api/partners/me': { body: { partner: partner({ status, admin_notes: notes }) } } });

    expect(await screen.findByText(badge)).toHaveClass('badge');
    const card = screen.getByRole('region', { name: 'Become a Verified Partner' });
    expect(card).toHaveTextContent(text);
    if (notes) expect(card).toHaveTextContent(notes);
    expect(screen.queryByRole('button', { name: 'Apply for Partnership' }) !== null).toBe(canApply);
  });
});

describe('Partner Registration modal', () => {
  it('is a labelled dialog: focus starts on Company Name, Escape closes and focus returns to the button', async () => {
    const { user } = await openModal();

    expect(screen.getByLabelText(/Company Name/)).toHaveFocus();
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply for Partnership' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialogElement } = await openModal();
    const close = within(dialogElement).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab({ shift: true });
    expect(dialogElement).toContainElement(document.activeElement as HTMLElement);
  });

  it('blocks submission until the business identifier is valid, with the spec message', async () => {
    const { dialog } = await openModal();

    expect(submitButton()).toBeDisabled();
    expect(dialog.getByText(BLOCKED)).toBeInTheDocument();
    expect(submitButton()).toHaveAccessibleDescription(BLOCKED);
  });

  it('checks an ABN with the shared validator: a real one is valid, a corrupted one is not', async () => {
    const { user, dialog } = await openModal();

    await user.type(abnInput(), '51 824');
    expect(dialog.getByText('ABN must be 11 digits')).toBeInTheDocument();

    await user.clear(abnInput());
    await user.type(abnInput(), CORRUPTED_ABN);
    expect(dialog.getByText('Invalid ABN checksum')).toBeInTheDocument();
    expect(abnInput()).toHaveClass('partner-bizid__input--invalid');
    expect(abnInput()).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeDisabled();

    await user.clear(abnInput());
    await user.type(abnInput(), REAL_ABN);
    expect(dialog.getByText('ABN format valid - Pending review')).toBeInTheDocument();
    expect(abnInput()).toHaveClass('partner-bizid__input--valid');
    expect(abnInput()).not.toHaveAttribute('aria-invalid');
    expect(submitButton()).toBeEnabled();
    expect(dialog.queryByText(BLOCKED)).not.toBeInTheDocument();
  });

  it('shows the example and a Where to find this? link, and a scheme select only for AU', async () => {
    const { user, dialog } = await openModal();

    expect(dialog.getByLabelText('Country')).toHaveValue('AU');
    expect(dialog.getByLabelText('Identifier type')).toHaveValue('ABN');
    expect(dialog.getByText(/Example: 51 824 753 556/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: /Where to find this\?/ })).toHaveAttribute(
      'href',
      'https://abr.business.gov.au/',
    );
    expect(abnInput()).toHaveAttribute('placeholder', 'e.g. 51 824 753 556');

    await user.selectOptions(dialog.getByLabelText('Identifier type'), 'ACN');
    await user.type(dialog.getByLabelText(/ACN \(Australian Company Number\)/), '004 028 077');
    expect(dialog.getByText('ACN format valid - Pending review')).toBeInTheDocument();

    for (const country of ['NZ', 'GB', 'US', 'CA', 'IE', 'ZA']) {
      await user.selectOptions(dialog.getByLabelText('Country'), country);
      expect(dialog.queryByLabelText('Identifier type')).not.toBeInTheDocument();
    }
    await user.selectOptions(dialog.getByLabelText('Country'), 'NZ');
    const nzbn = dialog.getByLabelText(/NZBN \(New Zealand Business Number\)/);
    await user.clear(nzbn);
    await user.type(nzbn, '12345');
    expect(dialog.getByText('NZBN must be 13 digits')).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Country'), 'US');
    const ein = dialog.getByLabelText(/EIN/);
    await user.clear(ein);
    await user.type(ein, '12345');
    expect(dialog.getByText('Invalid format. Expected: 12-3456789')).toBeInTheDocument();
  });

  it('opting out clears the number and scheme, shows the manual verification note and unblocks submission', async () => {
    const { user, dialog } = await openModal();
    await user.type(abnInput(), CORRUPTED_ABN);

    await user.click(dialog.getByRole('checkbox', { name: "I don't have a business registration number" }));

    expect(dialog.getByText(MANUAL)).toBeInTheDocument();
    expect(dialog.queryByLabelText(/ABN \(Australian Business Number\)/)).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Identifier type')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    await user.click(dialog.getByRole('checkbox', { name: "I don't have a business registration number" }));
    expect(abnInput()).toHaveValue('');
    expect(dialog.getByLabelText('Identifier type')).toHaveValue('ABN');
    expect(submitButton()).toBeDisabled();
  });

  it('requires Company Name, Contact Person, a valid Email and an Industry Sector', async () => {
    const { server, user, dialog } = await openModal();
    await user.type(abnInput(), REAL_ABN);

    await user.click(submitButton());

    expect(dialog.getByText('Please enter your company name.')).toBeInTheDocument();
    expect(dialog.getByText('Please enter a contact person.')).toBeInTheDocument();
    expect(dialog.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(dialog.getByText('Please select an industry sector.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Company Name/)).toHaveFocus();
    expect(screen.getByLabelText(/Company Name/)).toHaveAccessibleDescription(
      'Please enter your company name.',
    );

    await user.type(screen.getByLabelText(/Company Name/), 'Acme');
    await user.type(screen.getByLabelText(/Contact Person/), 'Sam');
    await user.type(screen.getByLabelText(/^Email/), 'sam@acme');
    await user.selectOptions(screen.getByLabelText(/Industry Sector/), 'Health');
    await user.click(submitButton());

    expect(dialog.queryByText('Please enter your company name.')).not.toBeInTheDocument();
    expect(dialog.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(server.callsTo('POST /api/partners/register')).toHaveLength(0);
  });

  it('offers the 17 industry sectors; Phone and Company Description are optional', async () => {
    const { dialog } = await openModal();

    const options = within(dialog.getByLabelText(/Industry Sector/))
      .getAllByRole('option')
      .slice(1);
    expect(options).toHaveLength(17);
    expect(options[0]).toHaveTextContent('Commercial');
    expect(options[16]).toHaveTextContent('Others');
    expect(dialog.getByLabelText(/Phone \(optional\)/)).toBeInTheDocument();
    expect(dialog.getByLabelText(/Company Description \(optional\)/)).toBeInTheDocument();
  });

  it('submits, closes, resets and shows the server message on success', async () => {
    let applied = false;
    const reply = deferred();
    const { server, user } = await openModal({
      'GET /api/partners/me': () => ({ body: { partner: applied ? partner() : null } }),
      'POST /api/partners/register': async () => {
        const answer = await reply.handler();
        applied = true;
        return answer;
      },
    });
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Phone/), '02 9999 0000');

    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(submitButton()).toBeDisabled();
    reply.release({ body: { message: REGISTERED, partner_id: 'p-1', status: 'pending', position: 12 } });

    expect(await screen.findByRole('status')).toHaveTextContent(REGISTERED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/partners/register')[0]!.body).toEqual({
      company_name: 'Acme Stairs Pty Ltd',
      contact_person: 'Sam Lee',
      email: 'sam@acme-stairs.com.au',
      industry_sector: 'Residential',
      phone: '02 9999 0000',
      country: 'AU',
      business_id_scheme: 'ABN',
      business_id_number: '51824753556',
      abn_acn: 'ABN:51824753556',
      business_id_valid: true,
      manual_review_required: false,
    });
    // The status is read again (after the application's position) and shows it pending.
    expect(await screen.findByText(/Pending review/)).toBeInTheDocument();
    expect(server.callsTo('GET /api/partners/me').at(-1)!.headers['X-Min-Position']).toBe('12');
  });

  it('sends MANUAL_REVIEW_REQUIRED with the opt-out', async () => {
    const { server, user } = await openModal({
      'POST /api/partners/register': {
        body: { message: REGISTERED, partner_id: 'p-1', status: 'pending', position: 13 },
      },
    });
    await fillRequired(user, { abn: '' });
    await user.click(screen.getByRole('checkbox', { name: "I don't have a business registration number" }));
    await user.click(submitButton());

    await screen.findByText(REGISTERED);
    expect(server.callsTo('POST /api/partners/register')[0]!.body).toMatchObject({
      country: 'AU',
      business_id_scheme: null,
      business_id_number: null,
      abn_acn: 'MANUAL_REVIEW_REQUIRED',
      business_id_valid: true,
      manual_review_required: true,
    });
  });

  it("stays open with the server's detail when registration fails, and its field errors", async () => {
    const conflict = problem(
      409,
      'PARTNER.ALREADY_APPLIED',
      'Your partnership application is already pending review.',
    );
    const { user, dialog } = await openModal({ 'POST /api/partners/register': conflict });
    await fillRequired(user);

    await user.click(submitButton());

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your partnership application is already pending review.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText(/Company Name/)).toHaveValue('Acme Stairs Pty Ltd');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('maps a 400 to the fields it names', async () => {
    const invalid = {
      status: 400,
      body: {
        ...(problem(400, 'PARTNER.INVALID_APPLICATION', 'Please enter a contact person.').body as object),
        errors: [{ path: 'body.contact_person', message: 'Please enter a contact person.' }],
      },
    };
    const { user, dialog } = await openModal({ 'POST /api/partners/register': invalid });
    await fillRequired(user);

    await user.click(submitButton());

    await waitFor(() =>
      expect(screen.getByLabelText(/Contact Person/)).toHaveAccessibleDescription(
        'Please enter a contact person.',
      ),
    );
    expect(dialog.getByRole('alert')).toHaveTextContent('Please enter a contact person.');
  });

  it("says 'Registration failed' when the server gives no detail", async () => {
    const { user, dialog } = await openModal({ 'POST /api/partners/register': { status: 500, body: {} } });
    await fillRequired(user);

    await user.click(submitButton());

    expect(await dialog.findByRole('alert')).toHaveTextContent(/^Registration failed$/);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
