import { QueryState } from '../../../components/ui/query-state';
import { useDownloadTokenCsv, useTokenAnalytics } from '../api/get-token-analytics';
import { errorDetail, formatCount } from '../utils/format';
import { adminQueryStates } from '../utils/query-states';
import { AdminTable } from './admin-table';
import { Sparkline } from './sparkline';

const USER_COLUMNS = ['User', 'Prompt tokens', 'Completion tokens', 'Total tokens', 'Answers'] as const;

/**
 * Model tokens over the analytics range: a daily chart, each user's total (most first) and the
 * CSV download. Only answers whose model server reported usage count (not the offline answerer).
 */
export function TokenUsagePanel({ from, to }: { from: string; to: string }) {
  const tokens = useTokenAnalytics(from, to);
  const download = useDownloadTokenCsv();

  return (
    <section aria-labelledby="admin-tokens-title" className="admin-tokens">
      <div className="admin-toolbar">
        <h3 id="admin-tokens-title">Model tokens</h3>
        <button
          type="button"
          className="button button--secondary"
          disabled={download.isPending}
          onClick={() => download.mutate({ from, to })}
        >
          Download tokens CSV
        </button>
      </div>
      {download.isError && (
        <p role="alert" className="admin-error">
          Failed to download the token usage: {errorDetail(download.error)}
        </p>
      )}
      <QueryState query={tokens} {...adminQueryStates('token usage')}>
        {(data) => (
          <>
            <div className="admin-charts">
              <Sparkline
                label="Tokens"
                values={data.days.map((day) => day.total_tokens)}
                total={formatCount(data.totals.total_tokens)}
              />
            </div>
            {data.users.length === 0 ? (
              <p className="admin-muted">No model tokens were used in this range.</p>
            ) : (
              <AdminTable
                caption={`Tokens per user: ${formatCount(data.totals.prompt_tokens)} prompt, ${formatCount(data.totals.completion_tokens)} completion`}
                columns={USER_COLUMNS}
                rows={data.users}
                rowKey={(row) => row.user_id}
                cells={(row) => (
                  <>
                    <td>{row.email ?? row.user_id}</td>
                    <td>{formatCount(row.prompt_tokens)}</td>
                    <td>{formatCount(row.completion_tokens)}</td>
                    <td>{formatCount(row.total_tokens)}</td>
                    <td>{formatCount(row.answers)}</td>
                  </>
                )}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
