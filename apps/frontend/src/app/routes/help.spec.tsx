import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatusResponse } from '@buildmentor/contracts';
import { HELP_ARTICLES } from '../../features/help/data/help-articles';
import { deferred, problem, type RouteHandler } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';
import { seriousAxeViolations } from '../../testing/axe';
import { visitSignedIn, visitSignedOut } from '../../testing/site-session';

const progress = {
  checkpoint: 0,
  lag_events: 0,
  lag_events_capped: false,
  lag_seconds: 0,
  state: 'following',
  active: 1,
  standby: 0,
} as const;

function status(overrides: Partial<StatusResponse> = {}): StatusResponse {
  return {
    status: 'ok',
    product: 'BuildMentor',
    version: '0.1.0',
    time: '2025-03-04T05:06:07.000Z',
    event_store: { kind: 'sqlite', position: 42 },
    projector: { namespace: 'primary', ...progress, checkpoint: 40, lag_events: 2, lag_seconds: 3 },
    read_store: { kind: 'sqlite' },
    ...overrides,
  };
}

async function openHelp(statusRoute: RouteHandler = { body: status() }) {
  const server = visitSignedIn('pat@firm.example', { 'GET /api/status': statusRoute });
  const view = renderApp('/help');
  await screen.findByRole('heading', { level: 1, name: 'Help Centre' });
  return { server, view };
}

const articleList = () =>
  screen.queryAllByRole('listitem').filter((item) => item.classList.contains('help-article'));
const searchBox = () => screen.getByRole('searchbox', { name: 'Search help articles' });
const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name });

describe('/help', () => {
  it('shows the title, the search box, the eleven category chips and every article', async () => {
    await openHelp();

    expect(document.title).toBe('Help Centre | BuildMentor');
    expect(searchBox()).toBeInTheDocument();
    const chips = within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole('button');
    expect(chips.map((button) => button.textContent)).toEqual([
      'All',
      'AI Intelligence',
      'Privacy',
      'Community',
      'Copyright',
      'Standards',
      'Fire Safety',
      'Mechanical',
      'Personalization',
      'Accuracy',
      'Regulatory',
    ]);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(articleList()).toHaveLength(HELP_ARTICLES.length);
    expect(screen.getByText(`${HELP_ARTICLES.length} articles`)).toBeInTheDocument();
  });

  it('filters by category chip', async () => {
    await openHelp();

    await userEvent.click(chip('Fire Safety'));

    expect(chip('Fire Safety')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Fire Safety' })).toBeInTheDocument();
    const items = articleList();
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items)
      expect(within(item).getByText('Fire Safety', { selector: '.badge' })).toBeInTheDocument();
    expect(
      screen.getByText('What should I check for fire doors and service penetrations?'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Who can see the documents I upload?')).not.toBeInTheDocument();
  });

  it('searches question and answer text, within the chosen category', async () => {
    await openHelp();

    await userEvent.type(searchBox(), 'ABN');
    expect(await screen.findByText('How does my company become a verified partner?')).toBeInTheDocument();
    expect(articleList()).toHaveLength(1);
    expect(screen.getByText('1 article matching "ABN"')).toBeInTheDocument();

    await userEvent.click(chip('Privacy'));
    expect(articleList()).toHaveLength(0);
    await userEvent.click(chip('Community'));
    expect(articleList()).toHaveLength(1);
  });

  it('opens an article to read its answer', async () => {
    await openHelp();

    const question = screen.getByText('How long does a conversation remember what I said?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/remembers earlier questions and answers for 30 days/)).toBeVisible();
  });

  it('with no results, says the knowledge banks are growing and offers Suggest Knowledge Source', async () => {
    await openHelp();

    await userEvent.type(searchBox(), 'timber termite barriers');

    expect(
      await screen.findByText('BuildMentor is continuing to build their knowledge banks.'),
    ).toBeInTheDocument();
    const suggest = screen.getByRole('link', { name: 'Suggest Knowledge Source' });
    const href = suggest.getAttribute('href')!;
    expect(href.startsWith('mailto:support@buildmentor.example?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Knowledge Bank Ideas: Suggest Knowledge Source');
    expect(url.searchParams.get('body')).toContain('I searched the Help Centre for: timber termite barriers');
  });

  describe('Ask AI Assistant', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    async function ask(question: string) {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openHelp();
      const panel = within(screen.getByRole('region', { name: 'Ask AI Assistant' }));
      await user.type(panel.getByRole('textbox', { name: 'Your question about BuildMentor' }), question);
      await user.click(panel.getByRole('button', { name: 'Ask' }));
      return panel;
    }

    it('thinks for 1.5 s, then answers from the matching help articles', async () => {
      const panel = await ask('Who can see my uploaded documents?');

      expect(panel.getByText('Thinking...')).toBeInTheDocument();
      expect(panel.getByRole('button', { name: 'Ask' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(1499));
      expect(panel.getByText('Thinking...')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));

      expect(panel.queryByText('Thinking...')).not.toBeInTheDocument();
      expect(panel.getByRole('heading', { name: 'Who can see the documents I upload?' })).toBeInTheDocument();
      expect(panel.getByText(/are never used to answer anyone else/)).toBeInTheDocument();
    });

    it('gives the canned answer when no article matches', async () => {
      const panel = await ask('Recommend a good lunch spot in Parramatta');
      act(() => jest.advanceTimersByTime(1500));

      expect(panel.getByText(/couldn't find a help article that answers that/)).toHaveTextContent(
        'support@buildmentor.example (Mon-Fri 9:00-5:00 AEST)',
      );
    });
  });

  it('has Quick Actions: three mailtos, the Knowledge Vault and a disabled Video Tutorials marked Soon', async () => {
    await openHelp();

    const actions = within(screen.getByRole('navigation', { name: 'Quick Actions' }));
    const subject = (name: string) =>
      new URL(actions.getByRole('link', { name }).getAttribute('href')!).searchParams.get('subject');
    expect(subject('Email Support')).toBe('Support Request');
    expect(subject('Send Feedback')).toBe('Feedback');
    expect(subject('Account Issues')).toBe('Account Issue');
    for (const name of ['Email Support', 'Send Feedback', 'Account Issues']) {
      expect(actions.getByRole('link', { name }).getAttribute('href')).toMatch(
        /^mailto:support@buildmentor\.example\?/,
      );
    }
    expect(actions.getByRole('link', { name: 'Knowledge Vault' })).toHaveAttribute('href', '/knowledge');
    expect(actions.getByRole('button', { name: 'Video Tutorials Soon' })).toBeDisabled();
  });

  it('shows the support email and hours', async () => {
    await openHelp();

    const contact = within(screen.getByRole('region', { name: 'Contact Support' }));
    expect(contact.getByRole('link', { name: 'support@buildmentor.example' })).toHaveAttribute(
      'href',
      'mailto:support@buildmentor.example',
    );
    expect(contact.getByText('Mon-Fri 9:00-5:00 AEST')).toBeInTheDocument();
  });

  describe('System Status', () => {
    const statusPanel = () => within(screen.getByRole('region', { name: 'System Status' }));
    const row = (name: string) => statusPanel().getByText(name).closest('li')!;

    it('reads GET /api/status without a token and lists API, event store, projector (with lag) and read store', async () => {
      const { server } = await openHelp();

      expect(await statusPanel().findByText('Version 0.1.0')).toBeInTheDocument();
      expect(row('API')).toHaveTextContent('Operational');
      expect(row('Event store')).toHaveTextContent('sqlite, position 42');
      expect(row('Projector')).toHaveTextContent('Catching up');
      expect(row('Projector')).toHaveTextContent('primary, checkpoint 40, lag 2 events (3 s behind)');
      expect(row('Read store')).toHaveTextContent('Operational');
      expect(row('Read store')).toHaveTextContent('sqlite');
      expect(server.callsTo('GET /api/status')).toHaveLength(1);
      expect(server.callsTo('GET /api/status')[0]?.headers['Authorization']).toBeUndefined();
    });

    it('shows Checking... while loading, then the answer; Check again reads it anew', async () => {
      const reply = deferred();
      const { server } = await openHelp(reply.handler);

      expect(row('API')).toHaveTextContent('Checking...');
      await act(async () =>
        reply.release({
          body: status({ projector: { namespace: 'primary', ...progress, checkpoint: 42, lag_events: 0 } }),
        }),
      );
      expect(await statusPanel().findByText('Up to date')).toBeInTheDocument();

      await userEvent.click(statusPanel().getByRole('button', { name: 'Check again' }));
      expect(server.callsTo('GET /api/status')).toHaveLength(2);
    });

    it('shows a degraded service', async () => {
      await openHelp({
        body: status({
          status: 'degraded',
          projector: {
            namespace: 'primary',
            ...progress,
            checkpoint: 1,
            lag_events: 1000,
            lag_events_capped: true,
            lag_seconds: 95,
          },
        }),
      });

      expect(await statusPanel().findByText('Degraded')).toBeInTheDocument();
      expect(row('Projector')).toHaveTextContent('Falling behind');
      expect(row('Projector')).toHaveTextContent('lag 1,000+ events (95 s behind)');
    });

    it('says so when the status cannot be read', async () => {
      await openHelp(problem(503, 'unavailable', 'Down for maintenance'));

      expect(await statusPanel().findByRole('alert')).toHaveTextContent('Could not check the system status.');
      expect(row('API')).toHaveTextContent('Unreachable');
      expect(row('Projector')).toHaveTextContent('Unknown');
    });
  });

  it.each([
    ['signed out', () => visitSignedOut({ 'GET /api/status': { body: status() } })],
    ['signed in', () => visitSignedIn('pat@firm.example', { 'GET /api/status': { body: status() } })],
  ])('has no serious accessibility violations (%s)', async (_, arrange) => {
    arrange();
    const { container } = renderApp('/help');
    await screen.findByText('Version 0.1.0');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
