import { useState, type FormEvent } from 'react';
import type { AuditEntry } from '@buildmentor/contracts';
import { useDownloadAuditCsv } from '../api/download-audit-csv';
import { useAudit, type AuditFilters } from '../api/get-audit';
import { errorDetail, formatDateTime } from '../utils/format';
import { QueryState } from './query-state';

/** The contracts' audit kinds, restated (type-checked) so the console does not load zod. */
const AUDIT_KINDS: readonly AuditEntry['kind'][] = ['partner', 'voucher', 'contribution', 'developer_access', 'payment', 'subscription', 'document', 'replay'];

const NO_FILTERS: AuditFilters = { kind: '', actor: '', from: '', to: '' };

/** Audit: the decisions that touch money or content, filterable, with a CSV download. */
export function AuditTab() {
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const audit = useAudit(filters);
  const download = useDownloadAuditCsv();
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };

  return (
    <section aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title">Audit Trail</h2>
      <form className="admin-toolbar" onSubmit={onSubmit} aria-label="Audit filters">
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
          <input value={draft.actor} onChange={set('actor')} placeholder="User id" />
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
        <button type="button" className="button button--secondary" disabled={download.isPending} onClick={() => download.mutate(filters)}>
          Download CSV
        </button>
      </form>
      {download.isError && <p role="alert" className="admin-error">Failed to download the audit trail: {errorDetail(download.error)}</p>}
      <QueryState query={audit} label="the audit trail">
        {(data) =>
          data.entries.length === 0 ? (
            <p className="admin-muted">No audit entries match.</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption>
                  {data.entries.length} of {data.total_count} entries
                </caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Event</th>
                    <th scope="col">Actor</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Outcome</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatDateTime(entry.at)}</td>
                      <td>{entry.kind}</td>
                      <td>{entry.event_type}</td>
                      <td>{entry.actor}</td>
                      <td>
                        {entry.subject}
                        {entry.subject_user ? ` (${entry.subject_user})` : ''}
                      </td>
                      <td>{entry.outcome}</td>
                      <td>{entry.reason ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
