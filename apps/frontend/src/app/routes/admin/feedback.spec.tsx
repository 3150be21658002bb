import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminFeedbackResponse } from '@buildmentor/contracts';
import { feedbackCsv } from '../../../features/admin/utils/feedback-csv';
import { seriousAxeViolations } from '../../../testing/axe';
import { problem, type RouteHandler } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';
import { visitSignedIn } from '../../../testing/site-session';

type Item = AdminFeedbackResponse['feedback'][number];

function item(overrides: Partial<Item> = {}): Item {
  return {
    feedback_id: 'f1',
    message_id: 'm1',
    feedback_type: 'positive',
    comment: 'Spot on about stair risers',
    user_email: 'pat@firm.example',
    timestamp: '2025-03-05T01:00:00.000Z',
    status: 'submitted',
    ...overrides,
  };
}

const all = [
  item(),
  item({
    feedback_id: 'f2',
    message_id: 'm2',
    feedback_type: 'negative',
    comment: 'Wrong, "AS 1657" applies, not NCC',
    user_email: 'lee@build.example',
  }),
  item({
    feedback_id: 'f3',
    message_id: 'm3',
    comment: 'Helpful',
    user_email: 'kim@build.example',
    timestamp: 'yesterday-ish',
  }),
];

const feedbackRoute: RouteHandler = (request) => {
  const type = request.query.get('feedback_type');
  const feedback = type ? all.filter((f) => f.feedback_type === type) : all;
  return {
    body: {
      feedback,
      total_count: feedback.length,
      counts: { total: 3, positive: 2, negative: 1, today: 1 },
    },
  };
};

async function openFeedback(route: RouteHandler = feedbackRoute) {
  const server = visitSignedIn('pat@firm.example', { 'GET /api/admin/feedback': route });
  const user = userEvent.setup();
  const view = renderApp('/admin/feedback');
  await screen.findByRole('heading', { level: 1, name: 'Feedback Dashboard' });
  return { server, user, view };
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('/admin/feedback', () => {
  it('shows the four counts and the rows, with Invalid date for an unreadable timestamp', async () => {
    const { server, view } = await openFeedback();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const counts = within(screen.getByRole('list', { name: 'Feedback counts' })).getAllByRole('listitem');
    expect(counts.map((c) => c.textContent)).toEqual(['Total3', 'Positive2', 'Negative1', 'Today1']);
    expect(rows()[2]).toHaveTextContent('Invalid date');
    const call = server.callsTo('GET /api/admin/feedback')[0];
    expect(call?.query.get('limit')).toBe('100');
    expect(call?.query.has('feedback_type')).toBe(false);
    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });

  it('filters by type on the server and searches the loaded rows', async () => {
    const { server, user } = await openFeedback();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Negative' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Negative' })).toHaveAttribute('aria-pressed', 'true');
    expect(server.callsTo('GET /api/admin/feedback').at(-1)?.query.get('feedback_type')).toBe('negative');

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search feedback' }), 'KIM@');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Helpful');
    await user.clear(screen.getByRole('searchbox', { name: 'Search feedback' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search feedback' }), 'nothing like this');
    expect(screen.getByText('No feedback found.')).toBeInTheDocument();
  });

  it('Refresh reads the list again', async () => {
    const { server, user } = await openFeedback();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.callsTo('GET /api/admin/feedback')).toHaveLength(2));
  });

  it('exports the rows shown as CSV', async () => {
    let saved: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        saved = blob;
        return 'blob:feedback';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openFeedback();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search feedback' }), 'AS 1657');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    expect(saved).toBeDefined();
    const text = await readBlob(saved as Blob);
    expect(text).toBe(
      'feedback_id,message_id,feedback_type,comment,user_email,timestamp,status\r\n' +
        'f2,m2,negative,"Wrong, ""AS 1657"" applies, not NCC",lee@build.example,2025-03-05T01:00:00.000Z,submitted\r\n',
    );
  });

  it('defuses spreadsheet formulas in the CSV', () => {
    expect(feedbackCsv([item({ comment: '=HYPERLINK("x")' })]).split('\r\n')[1]).toContain(
      `"'=HYPERLINK(""x"")"`,
    );
  });

  it('shows the server refusal as "Error {status}: {statusText}" (no client-side role check)', async () => {
    await openFeedback(problem(403, 'forbidden', 'Admins only.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error 403: Forbidden$/);
  });
});
