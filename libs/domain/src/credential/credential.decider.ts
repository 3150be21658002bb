import type { CompletePasswordReset, CredentialCommand } from './credential.commands';
import { PasswordAlreadySetError, ResetTokenInvalidError } from './credential.errors';
import type { CredentialEvent } from './credential.events';

export interface ResetToken {
  expiresAt: string;
  used: boolean;
}

export interface CredentialState {
  passwordHash: string | null;
  /** By SHA-256 of the token; the token itself is never stored. */
  resetTokens: ReadonlyMap<string, ResetToken>;
}

export const initialState = (): CredentialState => ({ passwordHash: null, resetTokens: new Map() });

export function evolve(state: CredentialState, event: CredentialEvent): CredentialState {
  switch (event.type) {
    case 'PasswordSet':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'PasswordResetRequested':
      return { ...state, resetTokens: new Map(state.resetTokens).set(event.data.tokenHash, { expiresAt: event.data.expiresAt, used: false }) };
    case 'PasswordResetCompleted': {
      const token = state.resetTokens.get(event.data.tokenHash);
      if (!token) return state;
      return { ...state, resetTokens: new Map(state.resetTokens).set(event.data.tokenHash, { ...token, used: true }) };
    }
  }
}

export function decide(command: CredentialCommand, state: CredentialState): CredentialEvent[] {
  switch (command.type) {
    case 'SetInitialPassword':
      if (state.passwordHash === command.data.passwordHash) return [];
      if (state.passwordHash !== null) throw new PasswordAlreadySetError();
      return [{ type: 'PasswordSet', data: { userId: command.data.userId, passwordHash: command.data.passwordHash, reason: 'sign_up' } }];
    case 'RequestPasswordReset':
      if (state.resetTokens.has(command.data.tokenHash)) return [];
      return [{ type: 'PasswordResetRequested', data: { ...command.data } }];
    case 'CompletePasswordReset':
      return completeReset(command, state);
  }
}

/** Single use and expiring: the token must exist, be unused and not yet expired at `at`. */
function completeReset(command: CompletePasswordReset, state: CredentialState): CredentialEvent[] {
  const { userId, tokenHash, passwordHash, at } = command.data;
  const token = state.resetTokens.get(tokenHash);
  if (!token || token.used || Date.parse(token.expiresAt) <= Date.parse(at)) throw new ResetTokenInvalidError();
  return [
    { type: 'PasswordResetCompleted', data: { userId, tokenHash } },
    { type: 'PasswordSet', data: { userId, passwordHash, reason: 'reset' } },
  ];
}
