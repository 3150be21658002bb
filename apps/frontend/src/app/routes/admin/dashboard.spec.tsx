import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminCommunityDocumentsResponse,
  AdminContributionsResponse,
  AdminStatsResponse,
  AdminUsersResponse,
  AnalyticsResponse,
  AuditResponse,
  PartnerRecord,
  TokenAnalyticsResponse,
  SystemResponse,
  WeeklyReportListResponse,
} from '@buildmentor/contracts';
import { seriousAxeViolations } from '../../../testing/axe';
import { problem, type RouteHandler } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';
import { visitSignedIn, visitSignedOut } from '../../../testing/site-session';

const stats: AdminStatsResponse = {
  total_users: 1234,
  idle_demo_accounts: 17,
  active_users: 56,
  total_conversations: 78,
  total_messages: 910,
  documents_uploaded: 12,
  partner_registrations: 3,
  total_questions: 400,
  active_window_days: 7,
  as_of: '2025-03-05T00:00:00.000Z',
};

function partner(overrides: Partial<PartnerRecord> = {}): PartnerRecord {
  return {
    id: 'p1',
    user_id: 'u-sam',
    company_name: 'Acme Stairs Pty Ltd',
    contact_person: 'Sam Stairs',
    email: 'sam@acme-stairs.com.au',
    industry_sector: 'Residential Construction',
    phone: null,
    status: 'pending',
    manual_review_required: false,
    country: 'AU',
    business_id_scheme: 'ABN',
    business_id_number: '51824753556',
    abn_acn: 'ABN:51824753556',
    business_id_valid: true,
    description: 'Stair builders',
    admin_notes: null,
    created_at: '2025-03-01T00:00:00.000Z',
    reviewed_at: null,
    ...overrides,
  };
}

const reports: WeeklyReportListResponse = {
  reports: [
    {
      report_id: 'r1',
      generated_by: 'admin-1',
      generated_by_person: { uid: 'admin-1', name: 'Jo Admin', email: 'admin@firm.com.au' },
      generated_at: '2025-03-05T00:00:00.000Z',
      period_start: '2025-02-27',
      period_end: '2025-03-05',
      stats: {
        total_users: 10,
        active_users: 5,
        total_conversations: 4,
        total_messages: 8,
        documents_uploaded: 1,
        partner_registrations: 1,
        new_users: 2,
        questions_asked: 9,
        positive_feedback: 3,
        negative_feedback: 1,
      },
      summary: 'A quiet week: 2 new users asked 9 questions.',
    },
  ],
  total_count: 1,
};

const users: AdminUsersResponse = {
  users: [
    {
      uid: 'u-pat',
      email: 'pat@firm.example',
      name: 'Pat',
      tier: 'demo',
      plan_ends_at: null,
      trial: { questions_used: 1, questions_remaining: 2, questions_total: 3 },
      questions_asked: 1,
      registered_at: '2025-03-01T00:00:00.000Z',
      last_active_at: 'not a date',
      is_admin: false,
      developer_access: false,
    },
  ],
  total_count: 1,
};

const contributions: AdminContributionsResponse = {
  contributions: [
    {
      id: 'c1',
      user_id: 'u-pat',
      user_person: { uid: 'u-pat', name: 'Pat', email: 'pat@firm.example' },
      message_id: 'm1',
      session_id: null,
      contribution_text: 'Handrails on Class 1 stairs need 865 mm.',
      opt_in_credit: true,
      status: 'pending_review',
      review_notes: null,
      reviewer_id: null,
      submitted_at: '2025-03-02T00:00:00.000Z',
      reviewed_at: null,
    },
  ],
  total_count: 1,
};

const communityDocuments: AdminCommunityDocumentsResponse = {
  partners: [
    {
      partner_id: 'p1',
      partner_name: 'Acme Stairs Pty Ltd',
      document_count: 1,
      documents: [
        {
          id: 'd1',
          name: 'stringers.pdf',
          status: 'ready',
          uploaded_by: 'u-sam',
          uploaded_by_person: { uid: 'u-sam', name: 'Sam Stairs', email: 'sam@acme-stairs.com.au' },
          uploaded_at: '2025-03-03T00:00:00.000Z',
          size_bytes: 10,
          rejection_reason: null,
        },
      ],
    },
  ],
  total_count: 1,
};

function system(overrides: Partial<SystemResponse> = {}): SystemResponse {
  return {
    event_store: { kind: 'sqlite', head_position: 120 },
    projector: {
      live_namespace: 'rm_1',
      checkpoint: 118,
      lag_events: 2,
      lag_events_capped: false,
      lag_seconds: 1,
      state: 'following',
      active: 1,
      standby: 1,
    },
    dead_letters: {
      count: 1,
      recent: [
        {
          id: 'x',
          projection: 'users',
          event_id: 'e',
          event_type: 'UserRegistered',
          stream_id: 's',
          position: 7,
          error: 'boom',
        },
      ],
    },
    read_model_hashes: { users: 'abc123' },
    replays: [],
    api: {
      since: '2025-03-05T00:00:00.000Z',
      requests: 1234,
      request_p95_ms: 312,
      appended_events: 5678,
      append_conflicts: 3,
      answers: 42,
      answer_median_ms: 1240,
      upload_bytes: 3 * 1024 * 1024,
    },
    ...overrides,
  };
}

const audit: AuditResponse = {
  entries: [
    {
      id: 'a1',
      kind: 'partner',
      event_type: 'PartnerApproved',
      actor: 'admin-1',
      actor_person: { uid: 'admin-1', name: 'Jo Admin', email: 'admin@firm.com.au' },
      at: '2025-03-04T00:00:00.000Z',
      subject: 'p1',
      subject_label: 'Acme Stairs Pty Ltd',
      subject_user: 'u-sam',
      subject_user_person: { uid: 'u-sam', name: 'Sam Stairs', email: 'sam@acme-stairs.com.au' },
      outcome: 'approved',
      reason: 'ABN checked',
      position: 50,
    },
    {
      id: 'a2',
      kind: 'voucher',
      event_type: 'VoucherCreated',
      actor: 'system',
      actor_person: { uid: 'system', name: null, email: null },
      at: '2025-03-03T00:00:00.000Z',
      subject: 'TRADE-SHOW',
      subject_label: null,
      subject_user: null,
      subject_user_person: null,
      outcome: 'created',
      reason: null,
      position: 40,
    },
  ],
  total_count: 2,
};

const analytics: AnalyticsResponse = {
  from: '2025-03-01',
  to: '2025-03-03',
  currency: 'aud',
  days: [
    { day: '2025-03-01', questions: 1, active_users: 1, new_users: 1, uploads: 0, payments: 0, revenue: 0 },
    {
      day: '2025-03-02',
      questions: 4,
      active_users: 2,
      new_users: 0,
      uploads: 1,
      payments: 1,
      revenue: 2900,
    },
    { day: '2025-03-03', questions: 2, active_users: 1, new_users: 0, uploads: 0, payments: 0, revenue: 0 },
  ],
  totals: { questions: 7, active_users: 3, new_users: 1, uploads: 1, payments: 1, revenue: 2900 },
};

const tokens: TokenAnalyticsResponse = {
  from: '2025-03-01',
  to: '2025-03-03',
  days: [
    {
      day: '2025-03-01',
      prompt_tokens: 800,
      completion_tokens: 200,
      total_tokens: 1000,
      answers: 1,
      users: 1,
    },
    { day: '2025-03-02', prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, answers: 0, users: 0 },
    {
      day: '2025-03-03',
      prompt_tokens: 1500,
      completion_tokens: 500,
      total_tokens: 2000,
      answers: 2,
      users: 2,
    },
  ],
  users: [
    {
      user_id: 'u-lee',
      email: 'lee@firm.com.au',
      prompt_tokens: 1800,
      completion_tokens: 400,
      total_tokens: 2200,
      answers: 2,
    },
    {
      user_id: 'u-kai',
      email: null,
      prompt_tokens: 500,
      completion_tokens: 300,
      total_tokens: 800,
      answers: 1,
    },
  ],
  totals: { prompt_tokens: 2300, completion_tokens: 700, total_tokens: 3000, answers: 3 },
};

function adminRoutes(overrides: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    'GET /api/admin/check-admin-status': { body: { is_admin: true } },
    'GET /api/admin/stats': { body: stats },
    'GET /api/admin/reports': { body: reports },
    'GET /api/admin/partners': {
      body: {
        partners: [
          partner(),
          partner({ id: 'p2', company_name: 'Old Co', status: 'approved', admin_notes: 'Fine' }),
        ],
      },
    },
    'GET /api/admin/users': { body: users },
    'GET /api/admin/contributions': { body: contributions },
    'GET /api/admin/community-documents': { body: communityDocuments },
    'GET /api/admin/system': { body: system() },
    'GET /api/admin/audit': { body: audit },
    'GET /api/admin/analytics': { body: analytics },
    'GET /api/admin/analytics/tokens': { body: tokens },
    ...overrides,
  };
}

async function openAdmin(overrides: Record<string, RouteHandler> = {}) {
  const server = visitSignedIn('admin@firm.com.au', adminRoutes(overrides));
  const user = userEvent.setup();
  const view = renderApp('/admin');
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
  return { server, user, view };
}

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

describe('/admin', () => {
  it('sends a signed-out visitor to /auth', async () => {
    visitSignedOut();
    renderApp('/admin');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
  });

  it('shows Access Denied with a link home when the server says the user is not an admin', async () => {
    visitSignedIn('pat@firm.example', { 'GET /api/admin/check-admin-status': { body: { is_admin: false } } });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('treats a 403 from the status check as Access Denied', async () => {
    visitSignedIn('pat@firm.example', {
      'GET /api/admin/check-admin-status': problem(403, 'forbidden', 'Admins only.'),
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows three stat cards and eight keyboard-operable tabs', async () => {
    const { user, view } = await openAdmin();
    const cards = within(await screen.findByRole('region', { name: 'Statistics' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Total Users1,234');
    expect(cards[0]).toHaveTextContent('+ 17 idle demo accounts');
    expect(cards[1]).toHaveTextContent('Conversations78');
    expect(cards[2]).toHaveTextContent('Documents Uploaded12');

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Reports',
      'Partners',
      'Users',
      'Vouchers',
      'Content',
      'System',
      'Audit',
      'Analytics',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');

    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Partners' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Partners' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('A quiet week: 2 new users asked 9 questions.');
    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });

  it('Reports: lists reports and generates one with an empty body', async () => {
    const { server, user } = await openAdmin({
      'POST /api/admin/reports/weekly': {
        body: {
          success: true,
          message: 'Report generated for 27 Feb to 5 Mar.',
          report: reports.reports[0],
          position: 9,
        },
      },
    });
    expect(await screen.findByText('A quiet week: 2 new users asked 9 questions.')).toBeInTheDocument();
    const author = screen.getByText('Jo Admin').closest('.admin-person');
    expect(author).toHaveAttribute('title', 'admin-1');
    expect(author).toHaveTextContent('Jo Adminadmin@firm.com.au');
    expect(screen.queryByText(/by admin-1/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Weekly Report' }));
    expect(await screen.findByText('Report generated for 27 Feb to 5 Mar.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/reports/weekly')[0]?.body).toEqual({});
  });

  it('Reports: a failure reads "Failed to generate report: ..."', async () => {
    const { user } = await openAdmin({
      'POST /api/admin/reports/weekly': problem(500, 'internal', 'Store unavailable'),
    });
    await user.click(await screen.findByRole('button', { name: 'Generate Weekly Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to generate report: Store unavailable',
    );
  });

  it('Partners: only pending applications can be acted on; reject needs a reason and sends nothing without one', async () => {
    const { server, user } = await openAdmin();
    const panel = await openTab(user, 'Partners');
    const pending = await within(panel).findByRole('listitem', { name: 'Acme Stairs Pty Ltd' });
    const approved = within(panel).getByRole('listitem', { name: 'Old Co' });
    expect(within(approved).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(approved).toHaveTextContent('Fine');
    expect(pending).toHaveTextContent('ABN:51824753556');

    await user.click(within(pending).getByRole('button', { name: 'Reject' }));
    expect(within(pending).getByRole('alert')).toHaveTextContent(/^Please provide a reason for rejection\.$/);
    expect(server.callsTo('POST /api/admin/partners/review')).toHaveLength(0);
  });

  it('Partners: approve sends the notes, and the list is read again', async () => {
    const { server, user } = await openAdmin({
      'POST /api/admin/partners/review': {
        body: {
          success: true,
          message: 'Partner approved',
          partner_id: 'p1',
          status: 'approved',
          position: 10,
        },
      },
    });
    const panel = await openTab(user, 'Partners');
    const pending = await within(panel).findByRole('listitem', { name: 'Acme Stairs Pty Ltd' });
    await user.type(within(pending).getByLabelText('Admin notes'), 'ABN checked');
    const before = server.callsTo('GET /api/admin/partners').length;
    await user.click(within(pending).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/partners/review')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/partners/review')[0]?.body).toEqual({
      partner_id: 'p1',
      action: 'approve',
      admin_notes: 'ABN checked',
    });
    await waitFor(() => expect(server.callsTo('GET /api/admin/partners').length).toBeGreaterThan(before));
  });

  it('Partners: a failed review reads "Failed to {action} partner: {detail}"', async () => {
    const { user } = await openAdmin({
      'POST /api/admin/partners/review': problem(409, 'not_pending', 'Partner is not pending'),
    });
    const panel = await openTab(user, 'Partners');
    const pending = await within(panel).findByRole('listitem', { name: 'Acme Stairs Pty Ltd' });
    await user.type(within(pending).getByLabelText('Admin notes'), 'Not a real ABN');
    await user.click(within(pending).getByRole('button', { name: 'Reject' }));
    expect(await within(pending).findByRole('alert')).toHaveTextContent(
      /^Failed to reject partner: Partner is not pending$/,
    );
  });

  it('Users: searches and grants developer access with a reason', async () => {
    const { server, user } = await openAdmin({
      'POST /api/admin/developer-access': { body: { success: true, position: 11 } },
    });
    const panel = await openTab(user, 'Users');
    const row = await within(panel).findByRole('listitem', { name: 'pat@firm.example' });
    expect(row).toHaveTextContent('Invalid date');
    await user.type(within(panel).getByRole('searchbox', { name: 'Search users' }), 'pat{Enter}');
    await waitFor(() =>
      expect(server.callsTo('GET /api/admin/users').some((call) => call.query.get('q') === 'pat')).toBe(true),
    );
    expect(server.callsTo('GET /api/admin/users')[0]?.query.get('limit')).toBe('100');

    await user.click(within(row).getByRole('button', { name: 'Grant Developer Access' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('Please give a reason for the grant.');
    expect(server.callsTo('POST /api/admin/developer-access')).toHaveLength(0);
    await user.type(within(row).getByLabelText('Reason for developer access'), 'Support engineer');
    await user.click(within(row).getByRole('button', { name: 'Grant Developer Access' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/admin/developer-access')[0]?.body).toEqual({
        user_id: 'u-pat',
        reason: 'Support engineer',
      }),
    );
  });

  it('Content: pending contributions are reviewed with PUT; community documents are grouped by partner', async () => {
    const { server, user } = await openAdmin({
      'PUT /api/admin/contributions/c1': {
        body: { success: true, id: 'c1', status: 'approved', review_notes: 'Good', position: 12 },
      },
    });
    const panel = await openTab(user, 'Content');
    expect(await within(panel).findByText('Handrails on Class 1 stairs need 865 mm.')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/contributions')[0]?.query.get('status')).toBe('pending_review');
    expect(await within(panel).findByText(/stringers\.pdf/)).toBeInTheDocument();
    expect(within(panel).getByText('Acme Stairs Pty Ltd (1)')).toBeInTheDocument();
    const from = within(panel).getByText(/^From/);
    expect(from).toHaveTextContent(/^From Patpat@firm\.example ·/);
    expect(within(from).getByTitle('u-pat')).toBeInTheDocument();
    const upload = within(panel).getByText(/stringers\.pdf/);
    expect(upload).toHaveTextContent('by Sam Stairssam@acme-stairs.com.au');
    expect(within(upload).getByTitle('u-sam')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Review notes'), 'Good');
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(server.callsTo('PUT /api/admin/contributions/c1')[0]?.body).toEqual({
        status: 'approved',
        review_notes: 'Good',
      }),
    );
  });

  it('System: shows the store, projector and dead letters; a replay is requested and its progress polled', async () => {
    let reads = 0;
    const running = {
      replay_id: 'rp1',
      status: 'running' as const,
      requested_by: 'admin-1',
      requested_at: '2025-03-05T00:00:00.000Z',
      finished_at: null,
      namespace: 'rm_2',
      previous_namespace: 'rm_1',
      events: 60,
      last_position: 60,
      head_position: 120,
      hashes: null,
      error: null,
    };
    const { server, user } = await openAdmin({
      'GET /api/admin/system': () => {
        reads += 1;
        return {
          body: system(server.callsTo('POST /api/admin/system/replay').length ? { replays: [running] } : {}),
        };
      },
      'POST /api/admin/system/replay': {
        status: 202,
        body: { success: true, replay_id: 'rp1', message: 'Replay started', position: 13 },
      },
    });
    const panel = await openTab(user, 'System');
    expect(await within(panel).findByText('sqlite, head position 120')).toBeInTheDocument();
    expect(within(panel).getByText('118')).toBeInTheDocument();
    expect(within(panel).getByText('2 events (1 s behind)')).toBeInTheDocument();
    expect(within(panel).getByText('Following the log: 1 active, 1 standby')).toBeInTheDocument();
    expect(within(panel).getByText('rm_1')).toBeInTheDocument();
    expect(within(panel).getByText(/boom/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Replay Read Models' }));
    expect(await within(panel).findByRole('progressbar', { name: 'Replay rp1 progress' })).toHaveAttribute(
      'value',
      '60',
    );
    expect(within(panel).getByRole('button', { name: 'Replay running…' })).toBeDisabled();
    const afterReplay = reads;
    await waitFor(() => expect(reads).toBeGreaterThan(afterReplay), { timeout: 3000 });
  });

  it("System: shows the API process's requests, appends, answers and uploads since it started", async () => {
    const { user } = await openAdmin({ 'GET /api/admin/system': { body: system() } });
    const panel = await openTab(user, 'System');
    const figures = await within(panel).findByRole('region', { name: /^API process since / });
    expect(within(figures).getByText('1,234, p95 312 ms')).toBeInTheDocument();
    expect(within(figures).getByText('5,678, 3 revision conflicts')).toBeInTheDocument();
    expect(within(figures).getByText('42, median 1.2 s')).toBeInTheDocument();
    expect(within(figures).getByText('3.0 MB')).toBeInTheDocument();
  });

  it('System: leaves out latencies the API process has not measured yet', async () => {
    const fresh = {
      since: '2025-03-05T00:00:00.000Z',
      requests: 0,
      request_p95_ms: null,
      appended_events: 0,
      append_conflicts: 0,
      answers: 0,
      answer_median_ms: null,
      upload_bytes: 0,
    };
    const { user } = await openAdmin({ 'GET /api/admin/system': { body: system({ api: fresh }) } });
    const panel = await openTab(user, 'System');
    const figures = await within(panel).findByRole('region', { name: /^API process since / });
    expect(within(figures).getByText('0, 0 revision conflicts')).toBeInTheDocument();
    expect(within(figures).getAllByText('0')).toHaveLength(2);
    expect(within(figures).getByText('0 B')).toBeInTheDocument();
    expect(within(figures).queryByText(/p95|median/)).not.toBeInTheDocument();
  });

  it('Audit: lists entries, filters by kind and downloads CSV through the authorised fetch', async () => {
    const createObjectURL = jest.fn(() => 'blob:audit');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { server, user } = await openAdmin();
    const panel = await openTab(user, 'Audit');
    const row = await within(panel).findByRole('row', { name: /PartnerApproved/ });
    const [, , , actor, subject] = within(row).getAllByRole('cell');
    // Names and company, not ids: the ids are on hover.
    expect(actor).toHaveTextContent('Jo Adminadmin@firm.com.au');
    expect(within(actor!).getByTitle('admin-1')).toBeInTheDocument();
    expect(subject).toHaveTextContent('Acme Stairs Pty Ltdfor Sam Stairssam@acme-stairs.com.au');
    expect(within(subject!).getByTitle('p1')).toHaveTextContent('Acme Stairs Pty Ltd');
    expect(within(subject!).getByTitle('u-sam')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/admin-1|u-sam|\bp1\b/);
    expect(row).toHaveTextContent('ABN checked');
    // Not a person, no label: the id and the code are what an admin reads.
    const system = within(panel).getByRole('row', { name: /VoucherCreated/ });
    expect(system).toHaveTextContent('systemTRADE-SHOW');
    expect(within(panel).getByLabelText('Actor')).toHaveAttribute('placeholder', 'Email, name or user id');
    await user.selectOptions(within(panel).getByLabelText('Kind'), 'partner');
    await user.type(within(panel).getByLabelText('Actor'), 'admin@firm');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        server
          .callsTo('GET /api/admin/audit')
          .some((call) => call.query.get('kind') === 'partner' && call.query.get('actor') === 'admin@firm'),
      ).toBe(true),
    );
    await user.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const csvCall = server.callsTo('GET /api/admin/audit').find((call) => call.query.get('format') === 'csv');
    expect(csvCall?.query.get('kind')).toBe('partner');
    expect(csvCall?.headers['Authorization']).toBe('Bearer restored-token');
  });

  it('Analytics: draws one chart per series and reads a chosen range', async () => {
    const { server, user } = await openAdmin();
    const panel = await openTab(user, 'Analytics');
    expect(await within(panel).findByRole('img', { name: 'Questions: 1, 4, 2' })).toBeInTheDocument();
    // Six daily series, and the model tokens' chart.
    expect(within(panel).getAllByRole('img')).toHaveLength(7);
    expect(within(panel).getByText('$29.00')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('From'), '2025-02-01');
    await user.type(within(panel).getByLabelText('To'), '2025-02-28');
    await user.click(within(panel).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(
        server
          .callsTo('GET /api/admin/analytics')
          .some((call) => call.query.get('from') === '2025-02-01' && call.query.get('to') === '2025-02-28'),
      ).toBe(true),
    );
  });

  it('Analytics: shows model tokens per day and per user, and downloads them as CSV for the range', async () => {
    const createObjectURL = jest.fn(() => 'blob:tokens');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { server, user } = await openAdmin();
    const panel = await openTab(user, 'Analytics');
    const tokensSection = await within(panel).findByRole('region', { name: 'Model tokens' });
    expect(
      await within(tokensSection).findByRole('img', { name: 'Tokens: 1000, 0, 2000' }),
    ).toBeInTheDocument();
    expect(within(tokensSection).getByText('3,000')).toBeInTheDocument();
    const rows = within(tokensSection).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('lee@firm.com.au1,8004002,2002');
    // A user without an email on record is shown by id.
    expect(rows[2]).toHaveTextContent('u-kai500300800');

    await user.type(within(panel).getByLabelText('From'), '2025-02-01');
    await user.type(within(panel).getByLabelText('To'), '2025-02-28');
    await user.click(within(panel).getByRole('button', { name: 'Show' }));
    await user.click(within(tokensSection).getByRole('button', { name: 'Download tokens CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const csvCall = server
      .callsTo('GET /api/admin/analytics/tokens')
      .find((call) => call.query.get('format') === 'csv');
    expect(csvCall?.query.get('from')).toBe('2025-02-01');
    expect(csvCall?.query.get('to')).toBe('2025-02-28');
    expect(csvCall?.headers['Authorization']).toBe('Bearer restored-token');
  });

  it('Analytics: says so when no model tokens were used', async () => {
    const empty = {
      ...tokens,
      users: [],
      totals: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, answers: 0 },
    };
    const { user } = await openAdmin({ 'GET /api/admin/analytics/tokens': { body: empty } });
    const panel = await openTab(user, 'Analytics');
    expect(await within(panel).findByText('No model tokens were used in this range.')).toBeInTheDocument();
  });

  it('Analytics: a failed token read is an alert, the rest of the tab still shows', async () => {
    const { user } = await openAdmin({
      'GET /api/admin/analytics/tokens': problem(400, 'REQUEST.INVALID', 'The request is not valid.'),
    });
    const panel = await openTab(user, 'Analytics');
    expect(await within(panel).findByText(/Could not load token usage/)).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Questions: 1, 4, 2' })).toBeInTheDocument();
  });
});
