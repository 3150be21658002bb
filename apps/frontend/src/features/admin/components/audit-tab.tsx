import type { AuditEntry } from '@buildmentor/contracts';
import { QueryState } from '../../../components/ui/query-state';
import { useDownloadAuditCsv } from '../api/download-audit-csv';
import { useAudit, type AuditFilters } from '../api/get-audit';
import { useAppliedDraft } from '../hooks/use-applied-draft';
import { errorDetail, formatDateTime } from '../utils/format';
import { adminQueryStates } from '../utils/query-states';
import { AdminTable } from './admin-table';
import { AuditSubject } from './audit-subject';
import { PersonName } from './person-name';

/** The contracts' audit kinds, restated (type-checked) so the console does not load zod. */
const AUDIT_KINDS: readonly AuditEntry['kind'][] = [
  'partner',
  'voucher',
  'contribution',
  'developer_access',
  'payment',
  'subscription',
  'document',
  'replay',
  'share',
];

const AUDIT_COLUMNS = ['When', 'Kind', 'Event', 'Actor', 'Subject', 'Outcome', 'Reason'] as const;

const NO_FILTERS: AuditFilters = { kind: '', actor: '', from: '', to: '' };

/** Audit: the decisions that touch money or content, filterable, with a CSV download. */
export function AuditTab() {
  const { draft, setDraft, applied: filters, apply } = useAppliedDraft<AuditFilters>(NO_FILTERS);
  const audit = useAudit(filters);
  const download = useDownloadAuditCsv();
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  return (
    <section aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title">Audit Trail</h2>
      <form className="admin-toolbar" onSubmit={apply} aria-label="Audit filters">
        <label>
          Kind
          <select value={draft.kind} onChange={set('kind')}>
            <option value="">All</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </label>
        <label>
          Actor
          <input value={draft.actor} onChange={set('actor')} placeholder="Email, name or user id" />
        </label>
        <label>
          From
          <input type="date" value={draft.from} onChange={set('from')} />
        </label>
        <label>
          To
          <input type="date" value={draft.to} onChange={set('to')} />
        </label>
        <button type="submit" className="button button--secondary">
          Apply
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(filters)}
        >
          Download CSV
        </button>
      </form>
      {download.isError && (
        <p role="alert" className="admin-error">
          Failed to download the audit trail: {errorDetail(download.error)}
        </p>
      )}
      <QueryState
        query={audit}
        {...adminQueryStates('the audit trail')}
        isEmpty={(data) => data.entries.length === 0}
        empty="No audit entries match."
      >
        {(data) => (
          <AdminTable
            caption={`${data.entries.length} of ${data.total_count} entries`}
            columns={AUDIT_COLUMNS}
            rows={data.entries}
            rowKey={(entry) => entry.id}
            cells={(entry) => (
              <>
                <td>{formatDateTime(entry.at)}</td>
                <td>{entry.kind}</td>
                <td>{entry.event_type}</td>
                <td>
                  <PersonName person={entry.actor_person} />
                </td>
                <td>
                  <AuditSubject entry={entry} />
                </td>
                <td>{entry.outcome}</td>
                <td>{entry.reason ?? ''}</td>
              </>
            )}
          />
        )}
      </QueryState>
    </section>
  );
}
