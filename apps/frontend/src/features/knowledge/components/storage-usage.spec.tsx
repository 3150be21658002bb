import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonalDocument, StorageUsageResponse } from '@buildmentor/contracts';
import { installFetch, type RouteHandler } from '../../../testing/fetch-mock';
import { seriousAxeViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PersonalDocuments } from './personal-documents';
import { PersonalUpload } from './personal-upload';
import { StorageUsage } from './storage-usage';

const MB = 1024 * 1024;

function usage(used: number, limit = 50 * MB): { body: StorageUsageResponse } {
  return { body: { used_bytes: used, limit_bytes: limit, tier: 'demo' } };
}

function doc(overrides: Partial<PersonalDocument> = {}): PersonalDocument {
  return {
    id: 'doc-1',
    name: 'plan.pdf',
    content_type: 'application/pdf',
    size_bytes: MB,
    status: 'ready',
    uploaded_at: '2025-03-05T01:00:00.000Z',
    rejection_reason: null,
    ...overrides,
  };
}

function renderUsage(routes: Record<string, RouteHandler>) {
  const server = installFetch({
    'GET /api/knowledge/personal-documents': { body: { documents: [] } },
    ...routes,
  });
  renderWithProviders(
    <>
      <StorageUsage />
      <PersonalUpload />
      <PersonalDocuments />
    </>,
  );
  return { server, user: userEvent.setup() };
}

const bar = () => screen.findByRole('progressbar', { name: 'Storage used' });

describe('StorageUsage (the vault’s usage bar)', () => {
  it('shows "X MB of Y MB used" with the share as the bar’s value', async () => {
    renderUsage({ 'GET /api/knowledge/storage': usage(Math.round(12.3 * MB)) });

    expect(await bar()).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('12.3 MB of 50 MB used')).toBeInTheDocument();
    expect(await bar()).toHaveAttribute('aria-valuetext', '12.3 MB of 50 MB used');
    expect(screen.queryByText(/storage is (nearly )?full/)).not.toBeInTheDocument();
  });

  it('shows plans measured in GB, and an admin’s large limit, in GB', async () => {
    renderUsage({ 'GET /api/knowledge/storage': usage(512 * MB, 2 * 1024 * MB) });

    expect(await screen.findByText('512 MB of 2 GB used')).toBeInTheDocument();
    expect(await bar()).toHaveAttribute('aria-valuenow', '25');
  });

  it('warns when nearly full, and when full says how to get space back', async () => {
    renderUsage({ 'GET /api/knowledge/storage': usage(46 * MB) });
    expect(await screen.findByText(/Your storage is nearly full\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'upgrade your plan' })).toHaveAttribute('href', '/pricing');
  });

  it('caps the bar at 100% when a plan ended with more stored than the new limit', async () => {
    renderUsage({ 'GET /api/knowledge/storage': usage(300 * MB) });
    expect(await bar()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('300 MB of 50 MB used')).toBeInTheDocument();
    expect(screen.getByText(/Your storage is full\./)).toBeInTheDocument();
  });

  it('reads the usage again after an upload', async () => {
    let used = 0;
    const { server, user } = renderUsage({
      'GET /api/knowledge/storage': () => usage(used),
      'POST /api/knowledge/upload-personal': () => {
        used = 5 * MB;
        return {
          body: {
            message: 'Successfully uploaded 1 file(s)',
            results: [{ filename: 'plan.pdf', success: true, document_id: 'd1' }],
            errors: [],
            success_count: 1,
            error_count: 0,
            position: 7,
          },
        };
      },
    });
    expect(await screen.findByText('0 MB of 50 MB used')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choose Files'), [
      new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }),
    ]);

    expect(await screen.findByText('5 MB of 50 MB used')).toBeInTheDocument();
    expect(server.callsTo('GET /api/knowledge/storage').length).toBeGreaterThanOrEqual(2);
  });

  it('re-reads the usage while a document is processing (a rejection frees its space)', async () => {
    jest.useFakeTimers();
    let used = 5 * MB;
    let status: PersonalDocument['status'] = 'processing';
    renderUsage({
      'GET /api/knowledge/storage': () => usage(used),
      'GET /api/knowledge/personal-documents': () => ({ body: { documents: [doc({ status })] } }),
    });
    expect(await screen.findByText('5 MB of 50 MB used')).toBeInTheDocument();

    used = 0;
    status = 'rejected';
    await jest.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText('0 MB of 50 MB used')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('has no serious accessibility violations', async () => {
    renderUsage({ 'GET /api/knowledge/storage': usage(46 * MB) });
    await bar();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
