import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFetch, problem, type RouteHandler } from '../../../testing/fetch-mock';
import { seriousAxeViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { WelcomeWizard } from './welcome-wizard';

const SAVED = { body: { success: true, message: 'Onboarding completed', position: 40 } };

function renderWizard(onboarding: RouteHandler = SAVED) {
  const server = installFetch({ 'POST /api/user/onboarding': onboarding });
  const completed: string[] = [];
  const user = userEvent.setup();
  renderWithProviders(<WelcomeWizard onComplete={() => void completed.push('done')} />);
  return { server, completed, user };
}

const next = () => screen.getByRole('button', { name: 'Next' });
const previous = () => screen.getByRole('button', { name: 'Previous' });
const dots = () => within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
const dotStates = () => dots().map((dot) => /step-dot--(\w+)/.exec(dot.className)?.[1]);

/** Picks the first `count` suggestions of the open multi-select with the keyboard. */
async function pickFirst(user: ReturnType<typeof userEvent.setup>, combobox: string, count: number) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(combobox) }));
  for (let i = 0; i < count; i += 1) await user.keyboard('{ArrowDown}{Enter}');
}

/** Steps 1-3 done: `sectors` sectors, two disciplines, Senior, Engineering Consultancy. */
async function reachSummary(user: ReturnType<typeof userEvent.setup>, sectors = 2) {
  await pickFirst(user, 'Industry sectors', sectors);
  await user.click(next());
  await pickFirst(user, 'Disciplines', 2);
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: 'Senior (8-15 years)' }));
  await user.click(screen.getByRole('radio', { name: 'Engineering Consultancy' }));
  await user.click(next());
}

describe('WelcomeWizard', () => {
  it('starts on step 1 of 4 with the title, progress, dots and a disabled Previous', () => {
    renderWizard();

    expect(document.title).toBe('Welcome Setup | BuildMentor');
    expect(screen.getByText('Step 1 of 4 - Setting up your personalized AI assistant')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(dotStates()).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(dots()[0]).toHaveAttribute('aria-current', 'step');
    expect(previous()).toBeDisabled();
    expect(
      screen.getByText('You can change these preferences later in your profile settings.'),
    ).toBeInTheDocument();
  });

  it('step 1 needs at least one sector before Next is enabled', async () => {
    const { user } = renderWizard();
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription('Select at least one industry sector to continue.');

    await pickFirst(user, 'Industry sectors', 1);
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove Commercial' }));
    expect(next()).toBeDisabled();
  });

  it('offers all 17 sectors and 40 disciplines, each with a description', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByRole('combobox', { name: /Industry sectors/ }));
    const sectors = screen.getAllByRole('option');
    expect(sectors).toHaveLength(17);
    expect(sectors[0]).toHaveTextContent('Commercial');
    expect(sectors[16]).toHaveTextContent('Others');
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '300px' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(next());

    await user.click(screen.getByRole('combobox', { name: /Disciplines/ }));
    const disciplines = screen.getAllByRole('option');
    expect(disciplines).toHaveLength(40);
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '400px' });
    for (const option of [...sectors, ...disciplines]) {
      expect(option.querySelector('.multi-select__option-description')?.textContent?.length).toBeGreaterThan(
        10,
      );
    }
  });

  it('step 2 needs a discipline; Previous goes back keeping the answers, and the dots follow', async () => {
    const { user } = renderWizard();
    await pickFirst(user, 'Industry sectors', 1);
    await user.click(next());

    expect(screen.getByText('Step 2 of 4 - Setting up your personalized AI assistant')).toBeInTheDocument();
    expect(dotStates()).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(screen.getByRole('heading', { name: 'What are your disciplines?' })).toHaveFocus();
    expect(previous()).toBeEnabled();
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription('Select at least one discipline to continue.');

    await user.click(previous());
    expect(dotStates()).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(screen.getByRole('button', { name: 'Remove Commercial' })).toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('step 3 needs both an experience level and a company type', async () => {
    const { user } = renderWizard();
    await pickFirst(user, 'Industry sectors', 1);
    await user.click(next());
    await pickFirst(user, 'Disciplines', 1);
    await user.click(next());

    expect(screen.getAllByRole('radio', { name: /years\)$/ })).toHaveLength(4);
    expect(within(screen.getByRole('group', { name: 'Company type' })).getAllByRole('radio')).toHaveLength(9);
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Graduate / Beginner (0-2 years)' }));
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription('Choose your experience level and company type to continue.');
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(next()).toBeEnabled();
  });

  it("gives each experience level a 'How AI adapts to your level' tooltip with four example behaviours", async () => {
    const { user } = renderWizard();
    await pickFirst(user, 'Industry sectors', 1);
    await user.click(next());
    await pickFirst(user, 'Disciplines', 1);
    await user.click(next());

    const levels = [
      'Graduate / Beginner (0-2 years)',
      'Intermediate (3-7 years)',
      'Senior (8-15 years)',
      'Expert / Principal (15+ years)',
    ];
    for (const level of levels) {
      const radio = screen.getByRole('radio', { name: level });
      const tooltipId = radio.getAttribute('aria-describedby')!.split(' ')[1]!;
      const tooltip = document.getElementById(tooltipId)!;
      expect(tooltip).toHaveAttribute('role', 'tooltip');
      expect(tooltip).toHaveTextContent(/^How AI adapts to your level/);
      expect(tooltip.querySelectorAll('.level-card__behaviour')).toHaveLength(4);
      expect(radio).toHaveAccessibleDescription(expect.stringContaining('How AI adapts to your level'));
    }
    expect(screen.getByRole('radio', { name: 'Expert / Principal (15+ years)' })).toHaveAccessibleDescription(
      expect.stringContaining('concise, high-level, expert-to-expert'),
    );
  });

  it("step 4 summarises: counts, the first 6 of each list plus '+N more', level label and company type", async () => {
    const { user } = renderWizard();

    await reachSummary(user, 8);

    expect(screen.getByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Personalized AI Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Industry Sectors (8)' })).toBeInTheDocument();
    const sectors = within(screen.getByRole('list', { name: 'Industry sectors' })).getAllByRole('listitem');
    expect(sectors.map((item) => item.textContent)).toEqual([
      'Commercial',
      'Industrial',
      'Mining & Resources',
      'Health',
      'Data Centres',
      'Residential',
      '+2 more',
    ]);
    expect(screen.getByRole('heading', { name: 'Disciplines (2)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Disciplines' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(screen.getByText('Senior (8-15 years)')).toBeInTheDocument();
    expect(screen.getByText('Engineering Consultancy')).toBeInTheDocument();
    expect(screen.getByText('Smart AI Personalization Active!')).toBeInTheDocument();
    expect(dotStates()).toEqual(['done', 'done', 'done', 'current']);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Using BuildMentor' })).toBeEnabled();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it("saves the answers, shows 'Setting up...' meanwhile, then runs the completion callback", async () => {
    const reply = deferred();
    const { server, completed, user } = renderWizard(reply.handler);
    await reachSummary(user);

    await user.click(screen.getByRole('button', { name: 'Start Using BuildMentor' }));

    const saving = screen.getByRole('button', { name: 'Setting up...' });
    expect(saving).toBeDisabled();
    expect(previous()).toBeDisabled();
    expect(server.callsTo('POST /api/user/onboarding')[0]?.body).toEqual({
      industry_sectors: ['Commercial', 'Industrial'],
      disciplines: ['Hydraulic Engineering / Plumbing', 'Mechanical Services (HVAC)'],
      experience_level: 'senior',
      primary_focus: '',
      company_type: 'Engineering Consultancy',
    });
    expect(completed).toEqual([]);

    reply.release(SAVED);

    await waitFor(() => expect(completed).toEqual(['done']));
  });

  it("shows the server's detail above the steps and stays on step 4 when the save fails", async () => {
    const { completed, user } = renderWizard(
      problem(400, 'PROFILE.INVALID', 'Please choose a company type from the list.'),
    );
    await reachSummary(user);

    await user.click(screen.getByRole('button', { name: 'Start Using BuildMentor' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please choose a company type from the list.');
    // Above the steps: the alert comes before the step dots in the page.
    expect(
      alert.compareDocumentPosition(screen.getByRole('list', { name: 'Setup steps' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Using BuildMentor' })).toBeEnabled();
    expect(completed).toEqual([]);
  });

  it("falls back to 'Failed to save your preferences. Please try again.' without a server detail, and clears it on retry", async () => {
    let attempts = 0;
    const { completed, user } = renderWizard(() => {
      attempts += 1;
      return attempts === 1 ? { status: 502 } : SAVED;
    });
    await reachSummary(user);

    await user.click(screen.getByRole('button', { name: 'Start Using BuildMentor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save your preferences. Please try again.',
    );

    await user.click(screen.getByRole('button', { name: 'Start Using BuildMentor' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(completed).toEqual(['done']));
  });
});
