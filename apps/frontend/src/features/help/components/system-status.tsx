import type { StatusResponse } from '@buildmentor/contracts';
import { formatLag, PROJECTOR_STATE_LABELS } from '../../../lib/format-lag';
import { useStatus } from '../api/get-status';

type RowState = 'ok' | 'degraded' | 'down' | 'checking';

interface StatusRow {
  name: string;
  state: RowState;
  label: string;
  detail?: string;
}

const COMPONENTS = ['API', 'Event store', 'Projector', 'Read store'] as const;

/** Turns the status response into the four rows of the list. */
export function statusRows(status: StatusResponse): StatusRow[] {
  const degraded = status.status === 'degraded';
  const projector = status.projector;
  const projectorLabel =
    projector.state !== 'following'
      ? PROJECTOR_STATE_LABELS[projector.state]
      : projector.lag_events === 0
        ? 'Up to date'
        : degraded
          ? 'Falling behind'
          : 'Catching up';
  return [
    {
      name: 'API',
      state: degraded ? 'degraded' : 'ok',
      label: degraded ? 'Degraded' : 'Operational',
      detail: `Version ${status.version}`,
    },
    {
      name: 'Event store',
      state: 'ok',
      label: 'Operational',
      detail: `${status.event_store.kind}, position ${status.event_store.position}`,
    },
    {
      name: 'Projector',
      state: degraded ? 'degraded' : 'ok',
      label: projectorLabel,
      detail: `${projector.namespace}, checkpoint ${projector.checkpoint}, lag ${formatLag(projector)}`,
    },
    {
      name: 'Read store',
      state: 'ok',
      label: 'Operational',
      detail: status.read_store.kind,
    },
  ];
}

function placeholderRows(state: 'checking' | 'down'): StatusRow[] {
  return COMPONENTS.map((name) => ({
    name,
    state,
    label: state === 'checking' ? 'Checking...' : name === 'API' ? 'Unreachable' : 'Unknown',
  }));
}

/** The Help Centre's system status list, read from GET /api/status. */
export function SystemStatus() {
  const status = useStatus();
  const rows = status.data ? statusRows(status.data) : placeholderRows(status.isError ? 'down' : 'checking');

  return (
    <section
      className="panel system-status"
      aria-labelledby="system-status-title"
      aria-busy={status.isFetching}
    >
      <h2 id="system-status-title">System Status</h2>
      {status.isError && (
        <p className="system-status__error" role="alert">
          Could not check the system status. The service may be unavailable.
        </p>
      )}
      <ul className="plain-list system-status__list">
        {rows.map((row) => (
          <li key={row.name} className={`system-status__row system-status__row--${row.state}`}>
            <span className="system-status__dot" aria-hidden="true" />
            <span className="system-status__name">{row.name}</span>
            <span className="system-status__label">{row.label}</span>
            {row.detail && <span className="system-status__detail">{row.detail}</span>}
          </li>
        ))}
      </ul>
      {status.data && (
        <p className="system-status__checked muted">
          Checked at{' '}
          <time dateTime={status.data.time}>
            {new Date(status.data.time).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' })}
          </time>
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void status.refetch()}
        disabled={status.isFetching}
      >
        {status.isFetching ? 'Checking...' : 'Check again'}
      </button>
    </section>
  );
}
