import { useState } from 'react';
import type { ReplayStatus } from '@buildmentor/contracts';
import { QueryState } from '../../../components/ui/query-state';
import { useSystem } from '../api/get-system';
import { useRequestReplay } from '../api/request-replay';
import { formatCount, formatDateTime } from '../utils/format';
import { adminQueryStates } from '../utils/query-states';
import { ApiFigures } from './api-figures';
import { MutationOutcome } from './mutation-outcome';
import { formatLag, PROJECTOR_STATE_LABELS } from '../../../lib/format-lag';

/** System: event store and projector health, dead letters, the API's figures, read-model hashes, replays. */
export function SystemTab() {
  const [awaitingReplay, setAwaitingReplay] = useState(false);
  const system = useSystem(awaitingReplay);
  const replay = useRequestReplay();
  const running = system.data?.replays.some((r) => r.status === 'running') ?? false;

  // A requested replay may not be recorded yet on the next read: keep polling until it shows.
  if (awaitingReplay && system.data?.replays.some((r) => r.replay_id === replay.data?.replay_id))
    setAwaitingReplay(false);

  const onReplay = () =>
    replay.mutate(undefined, {
      onSuccess: () => setAwaitingReplay(true),
    });

  return (
    <section aria-labelledby="admin-system-title">
      <h2 id="admin-system-title">System</h2>
      <QueryState query={system} {...adminQueryStates('system status')}>
        {(data) => (
          <div className="admin-stack">
            <dl className="admin-fields">
              <dt>Event store</dt>
              <dd>
                {data.event_store.kind}, head position {formatCount(data.event_store.head_position)}
              </dd>
              <dt>Projector checkpoint</dt>
              <dd>{formatCount(data.projector.checkpoint)}</dd>
              <dt>Lag</dt>
              <dd>{formatLag(data.projector)}</dd>
              <dt>Projector</dt>
              <dd>
                {PROJECTOR_STATE_LABELS[data.projector.state]}: {data.projector.active} active,{' '}
                {data.projector.standby} standby
              </dd>
              <dt>Live namespace</dt>
              <dd>{data.projector.live_namespace}</dd>
              <dt>Dead letters</dt>
              <dd>{formatCount(data.dead_letters.count)}</dd>
            </dl>
            {data.dead_letters.recent.length > 0 && (
              <ul className="admin-plain-list" aria-label="Recent dead letters">
                {data.dead_letters.recent.map((letter) => (
                  <li key={letter.id}>
                    {letter.projection} · {letter.event_type} at {letter.position}: {letter.error}
                  </li>
                ))}
              </ul>
            )}
            <ApiFigures figures={data.api} />
            {data.read_model_hashes && (
              <details>
                <summary>Read-model hashes</summary>
                <ul className="admin-plain-list admin-mono" aria-label="Read-model hashes">
                  {Object.entries(data.read_model_hashes).map(([collection, hash]) => (
                    <li key={collection}>
                      {collection}: {hash}
                    </li>
                  ))}
                </ul>
              </details>
            )}
            <div>
              <button
                type="button"
                className="button button--primary"
                disabled={replay.isPending || running || awaitingReplay}
                onClick={onReplay}
              >
                {running || awaitingReplay ? 'Replay running…' : 'Replay Read Models'}
              </button>
              <MutationOutcome mutation={replay} failure="Failed to start replay" />
            </div>
            {data.replays.length > 0 && (
              <ul className="admin-list" aria-label="Replays">
                {data.replays.map((r) => (
                  <ReplayItem key={r.replay_id} replay={r} />
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function ReplayItem({ replay }: { replay: ReplayStatus }) {
  const total = Math.max(replay.head_position, 1);
  return (
    <li className="admin-card">
      <div className="admin-card__head">
        <h3>Replay {replay.replay_id}</h3>
        <span className={`admin-badge admin-badge--${replay.status}`}>{replay.status}</span>
      </div>
      {replay.status === 'running' && (
        <progress
          max={total}
          value={Math.min(replay.last_position, total)}
          aria-label={`Replay ${replay.replay_id} progress`}
        />
      )}
      <p className="admin-muted">
        {formatCount(replay.events)} events, position {formatCount(replay.last_position)} of{' '}
        {formatCount(replay.head_position)} · requested by {replay.requested_by}{' '}
        {formatDateTime(replay.requested_at)}
        {replay.finished_at ? ` · finished ${formatDateTime(replay.finished_at)}` : ''}
        {replay.namespace ? ` · namespace ${replay.namespace}` : ''}
      </p>
      {replay.error && <p className="admin-error">{replay.error}</p>}
    </li>
  );
}
