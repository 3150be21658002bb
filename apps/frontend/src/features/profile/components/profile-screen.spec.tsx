import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profile } from '../../../testing/fixtures';
import { deferred, installFetch, problem, type RouteHandler } from '../../../testing/fetch-mock';
import { seriousAxeViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProfileScreen } from './profile-screen';
import type { AccountSummary } from './overview-tab';

const SECTORS = ['Commercial', 'Health', 'Education', 'Residential'];
const DISCIPLINES = [
  'Structural Engineering',
  'Civil Engineering',
  'Architecture',
  'Acoustic Engineering',
  'Lighting Design',
];

const personalised = profile(
  { email: 'pat@firm.example' },
  {
    industry_sectors: SECTORS,
    disciplines: DISCIPLINES,
    experience_level: 'senior',
    company_type: 'Engineering Consultancy',
    custom_instructions: 'Cite clauses.',
  },
);

function renderProfile(
  routes: Record<string, RouteHandler> = {},
  account: AccountSummary | null = { isTrial: true, planLabel: 'Demo', questionsRemaining: 2 },
) {
  const server = installFetch({
    'GET /api/user/profile': { body: personalised },
    'GET /api/knowledge/personal-documents': { body: { documents: [] } },
    ...routes,
  });
  const closed: string[] = [];
  const user = userEvent.setup();
  renderWithProviders(
    <ProfileScreen email="pat@firm.example" account={account} onClose={() => void closed.push('closed')} />,
  );
  return { server, user, closed };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

describe('ProfileScreen', () => {
  it('has a logo link home, Back to Chat, and starts on the overview', async () => {
    const { user, closed } = renderProfile();

    expect(screen.getByRole('heading', { level: 1, name: 'Profile & Settings' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'BuildMentor' })).toHaveAttribute('href', '/');
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: /Back to Chat/ }));
    expect(closed).toEqual(['closed']);
  });

  it("shows the email, a 'Free Trial' badge and the trial's questions remaining", async () => {
    renderProfile();
    const account = within(screen.getByRole('region', { name: 'Account' }));

    expect(account.getByText('pat@firm.example')).toBeInTheDocument();
    expect(account.getByText('Free Trial')).toHaveClass('badge');
    expect(account.getByText('Questions Remaining').nextElementSibling).toHaveTextContent('2');
  });

  it("shows 'Pro Plan' when the subscription is not a trial", async () => {
    renderProfile({}, { isTrial: false, planLabel: 'Pro Plan', questionsRemaining: 0 });
    const account = within(screen.getByRole('region', { name: 'Account' }));

    expect(account.getByText('Pro Plan')).toBeInTheDocument();
    expect(account.queryByText('Questions Remaining')).not.toBeInTheDocument();
  });

  it('names the plan the user is on, not Pro for every paid plan', async () => {
    renderProfile({}, { isTrial: false, planLabel: 'Day Pass', questionsRemaining: 0 });
    const account = within(screen.getByRole('region', { name: 'Account' }));

    expect(account.getByText('Day Pass')).toHaveClass('badge');
    expect(account.queryByText('Pro Plan')).not.toBeInTheDocument();
  });

  it("shows the first 3 sectors and disciplines with a '+N more' badge", async () => {
    renderProfile();
    const card = within(screen.getByRole('region', { name: 'AI Personalization' }));

    expect(await card.findByText('AI Personalization Active')).toBeInTheDocument();
    expect(
      within(card.getByRole('list', { name: 'Industry sectors' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(SECTORS.slice(0, 3));
    expect(
      within(card.getByRole('list', { name: 'Disciplines' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(DISCIPLINES.slice(0, 3));
    expect(card.getByText('+3 more')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it("invites an unpersonalised user to 'Set Up Personalization', which opens that tab", async () => {
    const { user } = renderProfile({ 'GET /api/user/profile': { body: profile() } });
    const card = within(screen.getByRole('region', { name: 'AI Personalization' }));
    expect(card.getByText('Complete your personalization to get tailored AI responses')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Set Up Personalization' }));

    expect(tab('Personalization')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Personalization')).toHaveFocus();
    expect(await within(panel()).findByRole('combobox', { name: /Industry sectors/ })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderProfile();
    await user.click(tab('Overview'));

    await user.keyboard('{ArrowRight}');
    expect(tab('Personalization')).toHaveFocus();
    expect(tab('Personalization')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Documents')).toHaveAttribute('aria-selected', 'true');
  });

  it('fills the personalization form from the profile, saves every field, and refetches the profile after the save', async () => {
    const reply = deferred();
    let saved = false;
    const { server, user } = renderProfile({
      'POST /api/user/preferences': reply.handler,
      'GET /api/user/profile': () => ({
        body: saved
          ? profile({}, { ...personalised.preferences, custom_instructions: 'Use NZ standards.' })
          : personalised,
      }),
    });
    await user.click(tab('Personalization'));
    const form = within(panel());
    expect(await form.findByRole('button', { name: 'Remove Commercial' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Remove Lighting Design' })).toBeInTheDocument();
    expect(form.getByRole('radio', { name: 'Senior (8-15 years)' })).toBeChecked();
    expect(form.getByRole('radio', { name: 'Engineering Consultancy' })).toBeChecked();
    const instructions = form.getByRole('textbox', { name: 'Custom instructions' });
    expect(instructions).toHaveValue('Cite clauses.');

    await user.click(form.getByRole('button', { name: 'Remove Health' }));
    await user.type(form.getByRole('combobox', { name: /Disciplines/ }), 'fire eng');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(form.getByRole('radio', { name: 'Expert / Principal (15+ years)' }));
    await user.click(form.getByRole('radio', { name: 'Property Developer' }));
    await user.clear(instructions);
    await user.type(instructions, 'Use NZ standards.');
    await user.click(form.getByRole('button', { name: 'Save Personalization Settings' }));

    expect(form.getByRole('button', { name: 'Save Personalization Settings' })).toBeDisabled();
    expect(
      form.getByRole('button', { name: 'Save Personalization Settings' }).querySelector('.spinner'),
    ).not.toBeNull();
    expect(server.callsTo('POST /api/user/preferences')[0]?.body).toEqual({
      industries: ['Commercial', 'Education', 'Residential'],
      role: 'Property Developer',
      experience_level: 'expert',
      response_style: 'balanced',
      ai_focus_areas: [...DISCIPLINES, 'Fire Engineering (Performance-Based Solutions)'],
      custom_instructions: 'Use NZ standards.',
    });

    saved = true;
    reply.release({ body: { success: true, message: 'Preferences saved', position: 88 } });

    expect(await form.findByRole('status')).toHaveTextContent(
      'Your preferences have been saved successfully!',
    );
    expect(form.getByRole('button', { name: 'Save Personalization Settings' })).toBeEnabled();
    await waitFor(() =>
      expect(server.callsTo('GET /api/user/profile').at(-1)?.headers['X-Min-Position']).toBe('88'),
    );
  });

  it("says 'Failed to save preferences. Please try again.' when the save fails, and clears it on the next save", async () => {
    const reply = deferred();
    let attempt = 0;
    const { user } = renderProfile({
      'POST /api/user/preferences': () => {
        attempt += 1;
        return attempt === 1 ? problem(400, 'PROFILE.INVALID', 'Unknown sector.') : reply.handler();
      },
    });
    await user.click(tab('Personalization'));
    const form = within(panel());
    await form.findByRole('button', { name: 'Remove Commercial' });

    await user.click(form.getByRole('button', { name: 'Save Personalization Settings' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to save preferences. Please try again.');

    await user.click(form.getByRole('button', { name: 'Save Personalization Settings' }));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(form.queryByRole('status')).not.toBeInTheDocument();
    reply.release({ body: { success: true, message: 'Preferences saved', position: 90 } });
    expect(await form.findByRole('status')).toHaveTextContent(
      'Your preferences have been saved successfully!',
    );
  });

  it('lets a user save with nothing chosen (no field is required)', async () => {
    const { server, user } = renderProfile({
      'GET /api/user/profile': { body: profile() },
      'POST /api/user/preferences': { body: { success: true, message: 'Preferences saved', position: 5 } },
    });
    await user.click(tab('Personalization'));

    await user.click(await within(panel()).findByRole('button', { name: 'Save Personalization Settings' }));

    expect(await within(panel()).findByRole('status')).toHaveTextContent(
      'Your preferences have been saved successfully!',
    );
    expect(server.callsTo('POST /api/user/preferences')[0]?.body).toEqual({
      industries: [],
      role: '',
      experience_level: null,
      response_style: 'balanced',
      ai_focus_areas: [],
      custom_instructions: '',
    });
  });

  it("shows the document count, or 'No documents uploaded yet', and links to the vault", async () => {
    const document = {
      id: 'd1',
      name: 'Spec.pdf',
      content_type: 'application/pdf',
      size_bytes: 10,
      status: 'ready',
      uploaded_at: '2025-01-01T00:00:00Z',
    };
    const { user } = renderProfile({
      'GET /api/knowledge/personal-documents': { body: { documents: [document, { ...document, id: 'd2' }] } },
    });

    await user.click(tab('Documents'));

    expect(await within(panel()).findByText('2 documents uploaded')).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Personal Knowledge Bank' })).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Manage Documents' })).toHaveAttribute(
      'href',
      '/knowledge',
    );
  });

  it('keeps the defaults and only logs when the profile and documents cannot be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderProfile({
      'GET /api/user/profile': problem(404, 'not_found', 'No profile.'),
      'GET /api/knowledge/personal-documents': problem(403, 'forbidden', 'No.'),
    });

    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
    expect(
      screen.getByText('Complete your personalization to get tailored AI responses'),
    ).toBeInTheDocument();
    await user.click(tab('Documents'));
    expect(within(panel()).getByText('No documents uploaded yet')).toBeInTheDocument();
    await user.click(tab('Personalization'));
    expect(within(panel()).getByRole('textbox', { name: 'Custom instructions' })).toHaveValue('');
  });
});
