import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../../testing/axe';
import { renderApp } from '../../testing/render-app';
import { visitSignedIn, visitSignedOut } from '../../testing/site-session';
import type { RouteHandler } from '../../testing/fetch-mock';

const vaultReads = (overrides: Record<string, RouteHandler> = {}): Record<string, RouteHandler> => ({
  'GET /api/knowledge/personal-documents': {
    body: {
      documents: [
        {
          id: 'd1',
          name: 'fitout-spec.pdf',
          content_type: 'application/pdf',
          size_bytes: 4096,
          status: 'ready',
          uploaded_at: '2025-03-05T00:00:00.000Z',
        },
      ],
    },
  },
  'GET /api/knowledge/community-documents': {
    body: {
      documents: [
        {
          id: 'c1',
          name: 'stringers.txt',
          partner: 'Acme Stairs Pty Ltd',
          uploaded_at: '2025-03-01T00:00:00.000Z',
          status: 'ready',
        },
      ],
    },
  },
  'GET /api/partners/me': { body: { partner: null } },
  'GET /api/knowledge/storage': { body: { used_bytes: 4096, limit_bytes: 50 * 1024 * 1024, tier: 'demo' } },
  ...overrides,
});

describe('/knowledge (Knowledge Vault)', () => {
  it('sends a signed-out visitor to /auth', async () => {
    visitSignedOut();

    renderApp('/knowledge');

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
  });

  it('shows search, Back to Chat and the Personal Knowledge Bank with its Private list', async () => {
    visitSignedIn('pat@firm.example', vaultReads());
    const user = userEvent.setup();

    renderApp('/knowledge');

    expect(await screen.findByRole('heading', { level: 1, name: 'Knowledge Vault' })).toBeInTheDocument();
    expect(document.title).toBe('Knowledge Vault | BuildMentor');
    expect(screen.getByRole('searchbox', { name: 'Search your knowledge banks' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Personal Knowledge Bank' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const personal = within(screen.getByRole('tabpanel'));
    expect(personal.getByLabelText('Choose Files')).toBeInTheDocument();
    const item = await personal.findByRole('listitem');
    expect(item).toHaveTextContent('fitout-spec.pdf');
    expect(within(item).getByText('Private')).toBeInTheDocument();
    expect(await personal.findByRole('progressbar', { name: 'Storage used' })).toHaveAttribute(
      'aria-valuetext',
      '4 KB of 50 MB used',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Back to Chat/ }));
    expect(window.location.pathname).toBe('/chat');
  });

  it('shows the Community Knowledge Bank: notice, partner card, apply button and attributed documents', async () => {
    visitSignedIn('pat@firm.example', vaultReads());
    const user = userEvent.setup();
    renderApp('/knowledge');

    await user.click(await screen.findByRole('tab', { name: 'Community Knowledge Bank' }));

    const community = within(screen.getByRole('tabpanel'));
    expect(community.getByRole('note')).toHaveTextContent('About the Community Knowledge Bank');
    expect(community.getByRole('heading', { name: 'Become a Verified Partner' })).toBeInTheDocument();
    const item = await community.findByRole('listitem');
    expect(item).toHaveTextContent('stringers.txt');
    expect(within(item).getByText('Verified')).toBeInTheDocument();
    expect(item).toHaveTextContent('by Acme Stairs Pty Ltd');
    // Not a partner: no community upload area.
    expect(community.queryByLabelText('Choose Files')).not.toBeInTheDocument();

    await user.click(await community.findByRole('button', { name: 'Apply for Partnership' }));
    expect(screen.getByRole('dialog', { name: 'Partner Registration' })).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows the empty lists', async () => {
    visitSignedIn(
      'pat@firm.example',
      vaultReads({
        'GET /api/knowledge/personal-documents': { body: { documents: [] } },
        'GET /api/knowledge/community-documents': { body: { documents: [] } },
      }),
    );
    renderApp('/knowledge');

    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();
    expect(
      await screen.findByText('No community content available yet', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('gives an approved partner an upload area for community content', async () => {
    const server = visitSignedIn(
      'sam@acme-stairs.com.au',
      vaultReads({
        'GET /api/partners/me': {
          body: {
            partner: {
              partner_id: 'p1',
              company_name: 'Acme Stairs Pty Ltd',
              status: 'approved',
              admin_notes: '',
              created_at: '2025-03-01T00:00:00.000Z',
            },
          },
        },
        'POST /api/knowledge/upload-community': {
          body: {
            message: 'ok',
            results: [{ filename: 'guide.pdf', success: true, document_id: 'n1' }],
            errors: [],
            success_count: 1,
            error_count: 0,
            position: 9,
          },
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/knowledge');
    await user.click(await screen.findByRole('tab', { name: 'Community Knowledge Bank' }));
    const community = within(screen.getByRole('tabpanel'));

    await user.upload(
      await community.findByLabelText('Choose Files'),
      new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' }),
    );

    expect(
      await community.findByText('Successfully uploaded 1 document(s) to the Community Knowledge Bank'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/knowledge/upload-community')).toHaveLength(1);
  });
});
