import type { ProjectorProgress } from '@buildmentor/contracts';

/**
 * The projector's lag as people read it: events behind ("1,000+ events" past the counted limit)
 * and, when behind, how old the oldest waiting event is.
 */
export function formatLag(
  progress: Pick<ProjectorProgress, 'lag_events' | 'lag_events_capped' | 'lag_seconds'>,
): string {
  const count = progress.lag_events.toLocaleString('en-AU');
  const events = `${count}${progress.lag_events_capped ? '+' : ''} event${progress.lag_events === 1 && !progress.lag_events_capped ? '' : 's'}`;
  if (progress.lag_events === 0) return events;
  return `${events} (${formatSeconds(progress.lag_seconds)} behind)`;
}

function formatSeconds(seconds: number): string {
  if (seconds < 1) return 'under a second';
  if (seconds < 120) return `${Math.round(seconds)} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/** What each projector state means to an operator. */
export const PROJECTOR_STATE_LABELS: Record<ProjectorProgress['state'], string> = {
  following: 'Following the log',
  reconnecting: 'Reconnecting',
  standby: 'Taking over',
  stopped: 'Not running',
};
