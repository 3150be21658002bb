import { useGenerateWeeklyReport } from '../api/generate-weekly-report';
import { useWeeklyReports } from '../api/get-weekly-reports';
import { formatDateTime } from '../utils/format';
import { AdminList } from './admin-list';
import { MutationOutcome } from './mutation-outcome';
import { PersonName } from './person-name';

/** Reports: generate the weekly report and list those generated so far. */
export function ReportsTab() {
  const reports = useWeeklyReports();
  const generate = useGenerateWeeklyReport();

  return (
    <section aria-labelledby="admin-reports-title">
      <h2 id="admin-reports-title">Weekly Reports</h2>
      <button
        type="button"
        className="button button--primary"
        disabled={generate.isPending}
        onClick={() => generate.mutate()}
      >
        {generate.isPending ? 'Generating…' : 'Generate Weekly Report'}
      </button>
      <MutationOutcome mutation={generate} failure="Failed to generate report" />
      <AdminList
        query={reports}
        what="reports"
        items={(data) => data.reports}
        empty="No reports generated yet."
      >
        {(report) => (
          <li key={report.report_id} className="admin-card">
            <h3>
              {report.period_start} to {report.period_end}
            </h3>
            <p>{report.summary}</p>
            <p className="admin-muted">
              New users {report.stats.new_users} · Questions {report.stats.questions_asked} · Feedback +
              {report.stats.positive_feedback} / −{report.stats.negative_feedback} · Generated{' '}
              {formatDateTime(report.generated_at)} by <PersonName person={report.generated_by_person} />
            </p>
          </li>
        )}
      </AdminList>
    </section>
  );
}
