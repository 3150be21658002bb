import type { ReplayCommand } from './replay.commands';
import type { ReplayEvent } from './replay.events';

export type ReplayState = { status: 'none' } | { status: 'requested'; requestedBy: string };

export const initialState = (): ReplayState => ({ status: 'none' });

export function evolve(_state: ReplayState, event: ReplayEvent): ReplayState {
  return { status: 'requested', requestedBy: event.data.requestedBy };
}

/** One request per replay id: a retried request (same id) records nothing new. */
export function decide(command: ReplayCommand, state: ReplayState): ReplayEvent[] {
  if (state.status === 'requested') return [];
  return [{ type: 'ReplayRequested', data: { ...command.data, reason: command.data.reason.trim() } }];
}
