import type { ChangePassword, CompletePasswordReset, CredentialCommand } from './credential.commands';
import {
  CurrentPasswordIncorrectError,
  PasswordAlreadySetError,
  ResetTokenInvalidError,
} from './credential.errors';
import type { CredentialEvent, SessionsEnded } from './credential.events';

export interface ResetToken {
  expiresAt: string;
  used: boolean;
}

export interface CredentialState {
  passwordHash: string | null;
  /** By SHA-256 of the token; the token itself is never stored. */
  resetTokens: ReadonlyMap<string, ResetToken>;
  /**
   * Session tokens carry the version current when they were issued; one below this is refused.
   * 0 until the first revocation (and for every user without a credential stream).
   */
  tokenVersion: number;
}

export const initialState = (): CredentialState => ({
  passwordHash: null,
  resetTokens: new Map(),
  tokenVersion: 0,
});

export function evolve(state: CredentialState, event: CredentialEvent): CredentialState {
  switch (event.type) {
    case 'PasswordSet':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'PasswordResetRequested':
      return {
        ...state,
        resetTokens: new Map(state.resetTokens).set(event.data.tokenHash, {
          expiresAt: event.data.expiresAt,
          used: false,
        }),
      };
    case 'PasswordResetCompleted': {
      const token = state.resetTokens.get(event.data.tokenHash);
      if (!token) return state;
      return {
        ...state,
        resetTokens: new Map(state.resetTokens).set(event.data.tokenHash, { ...token, used: true }),
      };
    }
    case 'SessionsEnded':
      return { ...state, tokenVersion: Math.max(state.tokenVersion, event.data.tokenVersion) };
    case 'PasswordRemoved':
      return { ...state, passwordHash: null };
  }
}

export function decide(command: CredentialCommand, state: CredentialState): CredentialEvent[] {
  switch (command.type) {
    case 'SetInitialPassword':
      if (state.passwordHash === command.data.passwordHash) return [];
      if (state.passwordHash !== null) throw PasswordAlreadySetError();
      return [
        {
          type: 'PasswordSet',
          data: { userId: command.data.userId, passwordHash: command.data.passwordHash, reason: 'sign_up' },
        },
      ];
    case 'RequestPasswordReset':
      if (state.resetTokens.has(command.data.tokenHash)) return [];
      return [{ type: 'PasswordResetRequested', data: { ...command.data } }];
    case 'CompletePasswordReset':
      return completeReset(command, state);
    case 'ChangePassword':
      return changePassword(command, state);
    case 'EndSessions':
      return [endSessions(command.data.userId, state, 'sign_out_everywhere')];
    case 'RemoveUnprovenPassword':
      if (state.passwordHash === null) return [];
      return [
        {
          type: 'PasswordRemoved',
          data: { userId: command.data.userId, reason: 'set_before_address_proven' },
        },
        endSessions(command.data.userId, state, 'password_removed'),
      ];
  }
}

/**
 * Single use and expiring: the token must exist, be unused and not yet expired at `at`. The new
 * password ends every earlier session in the same append: whoever had the old one is signed out.
 */
function completeReset(command: CompletePasswordReset, state: CredentialState): CredentialEvent[] {
  const { userId, tokenHash, passwordHash, at } = command.data;
  const token = state.resetTokens.get(tokenHash);
  if (!token || token.used || Date.parse(token.expiresAt) <= Date.parse(at)) throw ResetTokenInvalidError();
  return [
    { type: 'PasswordResetCompleted', data: { userId, tokenHash } },
    { type: 'PasswordSet', data: { userId, passwordHash, reason: 'reset' } },
    endSessions(userId, state, 'password_reset'),
  ];
}

function changePassword(command: ChangePassword, state: CredentialState): CredentialEvent[] {
  const { userId, verifiedHash, passwordHash } = command.data;
  if (state.passwordHash === null || state.passwordHash !== verifiedHash)
    throw CurrentPasswordIncorrectError();
  return [
    { type: 'PasswordSet', data: { userId, passwordHash, reason: 'change' } },
    endSessions(userId, state, 'password_change'),
  ];
}

function endSessions(
  userId: string,
  state: CredentialState,
  reason: SessionsEnded['data']['reason'],
): SessionsEnded {
  return { type: 'SessionsEnded', data: { userId, tokenVersion: state.tokenVersion + 1, reason } };
}
