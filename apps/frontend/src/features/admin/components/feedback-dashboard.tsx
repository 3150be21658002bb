import { useMemo, useState } from 'react';
import { useFeedback, type AdminFeedbackItem, type FeedbackFilter } from '../api/get-feedback';
import { feedbackCsv } from '../utils/feedback-csv';
import { formatCount, formatDateTime } from '../utils/format';
import { statusErrorMessage } from '../utils/http-status';
import { saveBlob } from '../../../lib/save-blob';

const FILTERS: { value: FeedbackFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'positive', label: 'Positive' },
  { value: 'negative', label: 'Negative' },
];

function matches(item: AdminFeedbackItem, needle: string): boolean {
  if (!needle) return true;
  return [item.comment, item.user_email, item.message_id, item.feedback_id].some((field) => field.toLowerCase().includes(needle));
}

/**
 * /admin/feedback: the counters, a type filter (server side), text search (client side), Refresh
 * and a CSV of the rows shown. No client-side role check: a non-admin gets the server's 403.
 */
export function FeedbackDashboard() {
  const [filter, setFilter] = useState<FeedbackFilter>('all');
  const [search, setSearch] = useState('');
  const feedback = useFeedback(filter);
  const needle = search.trim().toLowerCase();
  const rows = useMemo(() => (feedback.data?.feedback ?? []).filter((item) => matches(item, needle)), [feedback.data, needle]);
  const counts = feedback.data?.counts;

  const exportCsv = () => saveBlob(new Blob([feedbackCsv(rows)], { type: 'text/csv;charset=utf-8' }), 'feedback.csv');

  return (
    <div className="admin-stack">
      <ul className="admin-stats admin-stats--four" aria-label="Feedback counts">
        {(
          [
            ['Total', counts?.total],
            ['Positive', counts?.positive],
            ['Negative', counts?.negative],
            ['Today', counts?.today],
          ] as const
        ).map(([label, value]) => (
          <li key={label} className="admin-stat">
            <span className="admin-stat__label">{label}</span>
            <span className="admin-stat__value">{value === undefined ? '—' : formatCount(value)}</span>
          </li>
        ))}
      </ul>
      <div className="admin-toolbar">
        <div role="group" aria-label="Filter by type" className="admin-segmented">
          {FILTERS.map(({ value, label }) => (
            <button key={value} type="button" aria-pressed={filter === value} className="admin-segmented__option" onClick={() => setFilter(value)}>
              {label}
            </button>
          ))}
        </div>
        <label htmlFor="feedback-search">Search feedback</label>
        <input id="feedback-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Comment or email" />
        <button type="button" className="button button--secondary" disabled={feedback.isFetching} onClick={() => void feedback.refetch()}>
          Refresh
        </button>
        <button type="button" className="button button--secondary" disabled={rows.length === 0} onClick={exportCsv}>
          Export CSV
        </button>
      </div>
      {feedback.isError ? (
        <p role="alert" className="admin-error">
          {statusErrorMessage(feedback.error)}
        </p>
      ) : feedback.isPending ? (
        <p role="status" className="admin-muted">
          Loading feedback…
        </p>
      ) : rows.length === 0 ? (
        <p className="admin-muted">No feedback found.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>
              {rows.length} of {feedback.data.total_count} feedback items
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Comment</th>
                <th scope="col">User</th>
                <th scope="col">Message</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.feedback_id}>
                  <td>{formatDateTime(item.timestamp)}</td>
                  <td>
                    <span className={`admin-badge admin-badge--${item.feedback_type}`}>{item.feedback_type}</span>
                  </td>
                  <td>{item.comment}</td>
                  <td>{item.user_email}</td>
                  <td className="admin-mono">{item.message_id}</td>
                  <td>{item.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
