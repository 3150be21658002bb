import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KnowledgeSearchResponse } from '@buildmentor/contracts';
import { deferred, installFetch, problem, type RouteHandler } from '../../../testing/fetch-mock';
import { seriousAxeViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { VaultSearch } from './vault-search';

type Result = KnowledgeSearchResponse['results'][number];

function result(overrides: Partial<Result> = {}): Result {
  const snippet = 'Sole-occupancy unit doors need a self-closing fire door rated -/60/30.';
  return {
    document_id: 'doc-1',
    filename: 'fire-doors.pdf',
    snippet,
    highlights: [
      [snippet.indexOf('self'), snippet.indexOf('self') + 4],
      [snippet.indexOf('closing'), snippet.indexOf('closing') + 7],
      [snippet.indexOf('fire'), snippet.indexOf('fire') + 4],
    ],
    page: 2,
    scope: 'personal',
    kind: 'document',
    partner: null,
    score: 3.2,
    ...overrides,
  };
}

function renderSearch(search: RouteHandler) {
  const server = installFetch({ 'GET /api/knowledge/search': search });
  const user = userEvent.setup();
  renderWithProviders(<VaultSearch />);
  return { server, user };
}

const box = () => screen.getByRole('searchbox', { name: 'Search your knowledge banks' });
const button = () => screen.getByRole('button', { name: 'Search' });

describe('VaultSearch', () => {
  it('is disabled and does nothing while the query is blank after trimming', async () => {
    const { server, user } = renderSearch({ body: { query: '', results: [] } });

    expect(button()).toBeDisabled();
    await user.type(box(), '   ');
    expect(button()).toBeDisabled();
    await user.type(box(), '{Enter}');

    expect(server.callsTo('GET /api/knowledge/search')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('searches on Enter, shows loading, then results with page, badges and highlighted snippets', async () => {
    const reply = deferred();
    const { server, user } = renderSearch(reply.handler);

    await user.type(box(), '  self-closing fire door {Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    const call = server.callsTo('GET /api/knowledge/search')[0]!;
    expect(call.query.get('query')).toBe('self-closing fire door');
    expect(call.query.get('limit')).toBe('10');

    reply.release({
      body: {
        query: 'self-closing fire door',
        results: [
          result(),
          result({
            document_id: 'doc-9',
            filename: 'stringers.txt',
            snippet: 'Acme <b>stair</b> stringers',
            highlights: [[8, 13]],
            page: 1,
            scope: 'community',
            partner: 'Acme Stairs Pty Ltd',
          }),
        ],
      },
    });

    const items = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole(
      'listitem',
    );
    expect(screen.getByText('2 results')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('fire-doors.pdf');
    expect(items[0]).toHaveTextContent('Page 2');
    expect(within(items[0]!).getByText('Private')).toBeInTheDocument();
    expect([...items[0]!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'self',
      'closing',
      'fire',
    ]);
    expect(items[0]).toHaveTextContent(
      'Sole-occupancy unit doors need a self-closing fire door rated -/60/30.',
    );
    // Community: the Verified badge and the partner; the snippet is text, never HTML.
    expect(within(items[1]!).getByText('Verified')).toHaveClass('badge');
    expect(items[1]).toHaveTextContent('by Acme Stairs Pty Ltd');
    expect(items[1]!.querySelector('b')).toBeNull();
    expect([...items[1]!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['stair']);
    expect(items[1]).toHaveTextContent('Acme <b>stair</b> stringers');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('labels a mentor note', async () => {
    const { user } = renderSearch({
      body: {
        query: 'note',
        results: [result({ filename: 'Site visit checklist', kind: 'mentor_note', page: 1 })],
      },
    });

    await user.type(box(), 'note{Enter}');

    const item = within(await screen.findByRole('list', { name: 'Search results' })).getByRole('listitem');
    expect(within(item).getByText('Mentor note')).toHaveClass('badge');
    expect(item).not.toHaveTextContent('Page 1');
  });

  it('searches with the Search button', async () => {
    const { server, user } = renderSearch({ body: { query: 'gutter', results: [result()] } });

    await user.type(box(), 'gutter');
    await user.click(button());

    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/knowledge/search')).toHaveLength(1);
  });

  it('says so when nothing matches', async () => {
    const { user } = renderSearch({ body: { query: 'zzz', results: [] } });

    await user.type(box(), 'zzz{Enter}');

    expect(await screen.findByText('No documents found matching your search.')).toBeInTheDocument();
    expect(screen.getByText('Try different keywords or check your document uploads.')).toBeInTheDocument();
  });

  it('shows the unavailable message with zero results when the search fails, and can try again', async () => {
    let calls = 0;
    const { user } = renderSearch(() => {
      calls += 1;
      return calls === 1
        ? problem(503, 'SEARCH.UNAVAILABLE', 'down')
        : { body: { query: 'fire', results: [result()] } };
    });

    await user.type(box(), 'fire{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Search functionality is currently unavailable. Please try again later.',
    );
    expect(screen.getByText('0 results')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();

    await user.click(button());
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why when the server refuses the query (no words in it), instead of the unavailable message', async () => {
    const { user } = renderSearch({
      status: 400,
      body: {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        code: 'REQUEST.INVALID',
        detail: 'The request is not valid.',
        errors: [{ path: 'query.query', message: 'Enter at least one word or number to search for' }],
      },
    });

    await user.type(box(), '***{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter at least one word or number to search for',
    );
    expect(
      screen.queryByText('Search functionality is currently unavailable. Please try again later.'),
    ).not.toBeInTheDocument();
  });
});
