import { useMemo, useState } from 'react';
import { saveBlob } from '../../../lib/save-blob';
import { QueryState } from '../../../components/ui/query-state';
import { SearchField } from '../../../components/ui/search-field';
import { useFeedback, type AdminFeedbackItem, type FeedbackFilter } from '../api/get-feedback';
import { feedbackCsv } from '../utils/feedback-csv';
import { formatCount, formatDateTime } from '../utils/format';
import { statusErrorMessage } from '../utils/http-status';
import { ADMIN_STATE_CLASSES } from '../utils/query-states';
import { AdminTable } from './admin-table';

const FILTERS: { value: FeedbackFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'positive', label: 'Positive' },
  { value: 'negative', label: 'Negative' },
];

const FEEDBACK_COLUMNS = ['Date', 'Type', 'Comment', 'User', 'Message', 'Status'] as const;

function matches(item: AdminFeedbackItem, needle: string): boolean {
  if (!needle) return true;
  return [item.comment, item.user_email, item.message_id, item.feedback_id].some((field) =>
    field.toLowerCase().includes(needle),
  );
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
  const rows = useMemo(
    () => (feedback.data?.feedback ?? []).filter((item) => matches(item, needle)),
    [feedback.data, needle],
  );
  const counts = feedback.data?.counts;

  const exportCsv = () =>
    saveBlob(new Blob([feedbackCsv(rows)], { type: 'text/csv;charset=utf-8' }), 'feedback.csv');

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
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              className="admin-segmented__option"
              onClick={() => setFilter(value)}
            >
              {label}
            </button>
          ))}
        </div>
        <SearchField
          label="Search feedback"
          value={search}
          onChange={setSearch}
          placeholder="Comment or email"
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={feedback.isFetching}
          onClick={() => void feedback.refetch()}
        >
          Refresh
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={rows.length === 0}
          onClick={exportCsv}
        >
          Export CSV
        </button>
      </div>
      <QueryState
        query={feedback}
        loading="Loading feedback…"
        failed={statusErrorMessage}
        isEmpty={() => rows.length === 0}
        empty="No feedback found."
        classNames={ADMIN_STATE_CLASSES}
      >
        {(data) => (
          <AdminTable
            caption={`${rows.length} of ${data.total_count} feedback items`}
            columns={FEEDBACK_COLUMNS}
            rows={rows}
            rowKey={(item) => item.feedback_id}
            cells={(item) => (
              <>
                <td>{formatDateTime(item.timestamp)}</td>
                <td>
                  <span className={`admin-badge admin-badge--${item.feedback_type}`}>
                    {item.feedback_type}
                  </span>
                </td>
                <td>{item.comment}</td>
                <td>{item.user_email}</td>
                <td className="admin-mono">{item.message_id}</td>
                <td>{item.status}</td>
              </>
            )}
          />
        )}
      </QueryState>
    </div>
  );
}
