import type { EventOf } from '@buildmentor/contracts';

/** `replay-<replayId>`: an admin's request for a blue/green rebuild of the read models. */
export type ReplayRequested = EventOf<'ReplayRequested'>;
export type ReplayEvent = ReplayRequested;
