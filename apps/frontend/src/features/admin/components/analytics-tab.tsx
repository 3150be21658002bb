import type { AnalyticsDay } from '@buildmentor/contracts';
import { QueryState } from '../../../components/ui/query-state';
import { useAnalytics } from '../api/get-analytics';
import { useAppliedDraft } from '../hooks/use-applied-draft';
import { formatAud, formatCount } from '../utils/format';
import { adminQueryStates } from '../utils/query-states';
import { Sparkline } from './sparkline';
import { TokenUsagePanel } from './token-usage-panel';

const SERIES: { key: Exclude<keyof AnalyticsDay, 'day'>; label: string }[] = [
  { key: 'questions', label: 'Questions' },
  { key: 'active_users', label: 'Active users' },
  { key: 'new_users', label: 'New users' },
  { key: 'uploads', label: 'Uploads' },
  { key: 'payments', label: 'Payments' },
  { key: 'revenue', label: 'Revenue' },
];

/** Analytics: daily series and model tokens over a date range (the server defaults to the last 30 days). */
export function AnalyticsTab() {
  const { draft, setDraft, applied: range, apply } = useAppliedDraft({ from: '', to: '' });
  const analytics = useAnalytics(range.from, range.to);

  return (
    <section aria-labelledby="admin-analytics-title">
      <h2 id="admin-analytics-title">Analytics</h2>
      <form className="admin-toolbar" onSubmit={apply} aria-label="Date range">
        <label>
          From
          <input
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </label>
        <button type="submit" className="button button--secondary">
          Show
        </button>
      </form>
      <QueryState query={analytics} {...adminQueryStates('analytics')}>
        {(data) => (
          <>
            <p className="admin-muted">
              {data.from} to {data.to}
            </p>
            <div className="admin-charts">
              {SERIES.map(({ key, label }) => (
                <Sparkline
                  key={key}
                  label={label}
                  values={data.days.map((day) => day[key])}
                  total={key === 'revenue' ? formatAud(data.totals.revenue) : formatCount(data.totals[key])}
                />
              ))}
            </div>
          </>
        )}
      </QueryState>
      <TokenUsagePanel from={range.from} to={range.to} />
    </section>
  );
}
