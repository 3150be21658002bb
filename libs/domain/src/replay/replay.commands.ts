import type { Command } from '../shared/decider';

/** The admin check happens before the command; the projector runs the replay itself. */
export type RequestReplay = Command<
  'RequestReplay',
  { replayId: string; requestedBy: string; reason: string }
>;
export type ReplayCommand = RequestReplay;
