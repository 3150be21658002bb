import type { ApiFigures as Figures } from '@buildmentor/contracts';
import { formatBytes } from '../../../lib/format-bytes';
import { formatCount, formatDateTime, formatMilliseconds } from '../utils/format';

/**
 * Key figures of the API process that answered, since it started: what its metrics registry
 * counts (GET /api/metrics has them all, for Prometheus). Latencies are absent until measured.
 */
export function ApiFigures({ figures }: { figures: Figures }) {
  const p95 = figures.request_p95_ms;
  const median = figures.answer_median_ms;
  return (
    <section aria-labelledby="admin-api-figures-title">
      <h3 id="admin-api-figures-title">API process since {formatDateTime(figures.since)}</h3>
      <dl className="admin-fields">
        <dt>Requests served</dt>
        <dd>{`${formatCount(figures.requests)}${p95 === null ? '' : `, p95 ${formatMilliseconds(p95)}`}`}</dd>
        <dt>Events appended</dt>
        <dd>
          {`${formatCount(figures.appended_events)}, ${formatCount(figures.append_conflicts)} revision conflicts`}
        </dd>
        <dt>Answers</dt>
        <dd>{`${formatCount(figures.answers)}${median === null ? '' : `, median ${formatMilliseconds(median)}`}`}</dd>
        <dt>Uploaded</dt>
        <dd>{formatBytes(figures.upload_bytes)}</dd>
      </dl>
    </section>
  );
}
