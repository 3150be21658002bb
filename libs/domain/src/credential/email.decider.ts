import type { EmailCommand } from './credential.commands';
import { EmailTakenError } from './credential.errors';
import type { EmailEvent } from './credential.events';

/** Who holds the address, if anyone. */
export interface EmailState {
  userId: string | null;
}

export const initialState = (): EmailState => ({ userId: null });

export function evolve(_state: EmailState, event: EmailEvent): EmailState {
  return { userId: event.data.userId };
}

export function decide(command: EmailCommand, state: EmailState): EmailEvent[] {
  const { email, userId } = command.data;
  if (state.userId === userId) return []; // a retried sign-up
  if (state.userId !== null) throw EmailTakenError();
  return [{ type: 'EmailClaimed', data: { email, userId } }];
}
