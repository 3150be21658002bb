import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharedAnswer, SharedConversationResponse } from '@buildmentor/contracts';
import { api } from '../../lib/api-client';
import { problem } from '../../testing/fetch-mock';
import { seriousAxeViolations } from '../../testing/axe';
import { renderApp } from '../../testing/render-app';
import { visitSignedIn, visitSignedOut } from '../../testing/site-session';

const TOKEN = 'Qm9vay1zaGFyZS10b2tlbi0xMjM0NTY3';

const answer: SharedAnswer = {
  title: 'Stair handrail height',
  summary: 'At least 865 mm above the nosings.',
  blocks: [
    {
      type: 'table',
      caption: 'Minimum heights',
      headers: ['Location', 'Height (mm)'],
      rows: [['Stairs', '865']],
      dense: false,
    },
  ],
  meta: { emoji: '', schema: 'v2', mapped: false, schema_version: '2', suggested_actions: [] },
  sources: [
    { title: 'fitout-spec.pdf', page: 2 },
    { title: 'Handrail guide', url: 'https://example.com/guide', partner: 'Acme Stairs' },
  ],
  response: {
    technical: 'Our fit-out spec sets handrails at 900 mm.\n\n<img src=x onerror=alert(1)>',
    mentoring: 'Check the edition.',
    format: 'structured',
    next_steps: ['Measure the nosing line'],
  },
};

const shared: SharedConversationResponse = {
  title: 'What handrail height does our fit-out spec use?',
  shared_at: '2026-03-02T01:00:00.000Z',
  messages: [
    {
      role: 'user',
      content: 'What handrail height does our fit-out spec use?',
      timestamp: '2026-03-02T00:59:00.000Z',
      status: 'asked',
      answer: null,
    },
    { role: 'assistant', content: '', timestamp: '2026-03-02T00:59:30.000Z', status: 'answered', answer },
  ],
};

const route = `GET /api/share/${TOKEN}`;

describe('/share/:token', () => {
  it('shows the shared conversation read-only, signed out: header, question, the answer cards, sources', async () => {
    visitSignedOut({ [route]: { body: shared } });
    const { container } = renderApp(`/share/${TOKEN}`);

    await screen.findByRole('heading', { level: 1, name: shared.title });
    expect(document.title).toBe('Shared Conversation | BuildMentor');
    expect(screen.getByText('Shared conversation (read-only)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up to ask your own questions' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.getByText(/^Shared from BuildMentor/)).toBeInTheDocument();
    const technical = screen.getByRole('region', { name: 'Technical Answer' });
    expect(within(technical).getByText('Our fit-out spec sets handrails at 900 mm.')).toBeInTheDocument();
    // Model text is text, never HTML.
    expect(within(technical).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(within(technical).getByRole('table', { name: 'Minimum heights' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mentoring Insight' })).toHaveTextContent('Check the edition.');
    expect(screen.getByRole('region', { name: 'Next Steps' })).toHaveTextContent('Measure the nosing line');
    // A document source is its title only; a web source links out.
    expect(screen.getByText('fitout-spec.pdf').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Handrail guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );
    // Nothing to act with: no input, no feedback, no share.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('renders the answer as the chat does: Markdown marks and GFM tables, not their raw syntax', async () => {
    const markdown: SharedAnswer = {
      ...answer,
      blocks: [],
      response: {
        ...answer.response,
        technical:
          'Handrails must be **continuous** along the flight.\n\n| Location | Height (mm) |\n| --- | --- |\n| Stairs | 865 |\n| Landings | 1000 |',
      },
    };
    visitSignedOut({
      [route]: { body: { ...shared, messages: [{ ...shared.messages[1]!, answer: markdown }] } },
    });
    renderApp(`/share/${TOKEN}`);

    const technical = await screen.findByRole('region', { name: 'Technical Answer' });
    expect(within(technical).getByText('continuous').tagName).toBe('STRONG');
    expect(technical.textContent).not.toContain('**');
    expect(technical.textContent).not.toContain('| --- |');
    const table = within(technical).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Location', 'Height (mm)']);
    expect(within(table).getByRole('cell', { name: '1000' })).toBeInTheDocument();
    // The same table toolbar as in the chat.
    expect(within(technical).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(technical).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('asks without the bearer token, even for a signed-in visitor', async () => {
    const server = visitSignedIn('pat@firm.example', { [route]: { body: shared } });
    renderApp(`/share/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: shared.title });
    const [read] = server.callsTo(route);
    expect(read!.headers['Authorization']).toBeUndefined();
    // The session is there (every other call would carry it), just not used here.
    expect(api.getToken()).not.toBeNull();
  });

  it('shows a not-found state for a revoked or unknown link, once (no retries)', async () => {
    const server = visitSignedOut({
      [route]: problem(
        404,
        'SHARE.NOT_FOUND',
        'This shared conversation does not exist or is no longer shared.',
      ),
    });
    renderApp(`/share/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conversation not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This shared conversation does not exist or is no longer shared.',
    );
    expect(server.callsTo(route)).toHaveLength(1);
  });

  it('offers a retry when the load fails for another reason', async () => {
    let calls = 0;
    visitSignedOut({
      [route]: () => (++calls <= 3 ? problem(503, 'STORE.UNAVAILABLE', 'Unavailable') : { body: shared }),
    });
    renderApp(`/share/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 }));
    await screen.findByRole('heading', { level: 1, name: shared.title });
  });
});
