import { DeciderSpecification } from '../shared/decider-spec';
import * as credentialDecider from './credential.decider';
import type { CredentialEvent } from './credential.events';
import * as emailDecider from './email.decider';

const userId = 'u1';
const hash = 'scrypt$32768$8$3$c2FsdA$aGFzaA-first-hash';
const newHash = 'scrypt$32768$8$3$c2FsdA$aGFzaA-second-hash';
const tokenHash = 'b'.repeat(64);
const passwordSet: CredentialEvent = {
  type: 'PasswordSet',
  data: { userId, passwordHash: hash, reason: 'sign_up' },
};
const requested: CredentialEvent = {
  type: 'PasswordResetRequested',
  data: { userId, tokenHash, expiresAt: '2026-03-01T01:00:00.000Z' },
};
const signedOutEverywhere = (tokenVersion: number): CredentialEvent => ({
  type: 'SessionsEnded',
  data: { userId, tokenVersion, reason: 'sign_out_everywhere' },
});
const change = (verifiedHash: string) => ({
  type: 'ChangePassword' as const,
  data: { userId, verifiedHash, passwordHash: newHash },
});
const complete = (at: string) => ({
  type: 'CompletePasswordReset' as const,
  data: { userId, tokenHash, passwordHash: newHash, at },
});

describe('email decider', () => {
  const spec = DeciderSpecification.for(emailDecider);
  describe('an unclaimed address', () => {
    it('is claimed', () => {
      spec
        .given([])
        .when({ type: 'ClaimEmail', data: { email: 'a@b.co', userId } })
        .then([{ type: 'EmailClaimed', data: { email: 'a@b.co', userId } }]);
    });
  });
  describe('a claimed address', () => {
    const claimed = [{ type: 'EmailClaimed' as const, data: { email: 'a@b.co', userId } }];
    it('refuses another user', () => {
      spec
        .given(claimed)
        .when({ type: 'ClaimEmail', data: { email: 'a@b.co', userId: 'u2' } })
        .thenThrows('AUTH.EMAIL_TAKEN');
    });
    it('accepts a retry by the same user without a new event', () => {
      spec
        .given(claimed)
        .when({ type: 'ClaimEmail', data: { email: 'a@b.co', userId } })
        .thenNothingHappens();
    });
  });
});

describe('credential decider', () => {
  const spec = DeciderSpecification.for(credentialDecider);
  describe('no password yet', () => {
    it('sets the first password', () => {
      spec
        .given([])
        .when({ type: 'SetInitialPassword', data: { userId, passwordHash: hash } })
        .then([passwordSet]);
    });
    it('cannot complete a reset it never issued', () => {
      spec.given([]).when(complete('2026-03-01T00:30:00.000Z')).thenThrows('AUTH.RESET_TOKEN_INVALID');
    });
  });
  describe('with a password', () => {
    it('refuses a second initial password, but a retry of the same is a no-op', () => {
      spec
        .given([passwordSet])
        .when({ type: 'SetInitialPassword', data: { userId, passwordHash: newHash } })
        .thenThrows('AUTH.PASSWORD_ALREADY_SET');
      spec
        .given([passwordSet])
        .when({ type: 'SetInitialPassword', data: { userId, passwordHash: hash } })
        .thenNothingHappens();
    });
    it('records a reset request once per token', () => {
      spec
        .given([passwordSet])
        .when({
          type: 'RequestPasswordReset',
          data: requested.data as { userId: string; tokenHash: string; expiresAt: string },
        })
        .then([requested]);
      spec
        .given([passwordSet, requested])
        .when({
          type: 'RequestPasswordReset',
          data: requested.data as { userId: string; tokenHash: string; expiresAt: string },
        })
        .thenNothingHappens();
    });
  });
  describe('with a pending reset', () => {
    it('completes before expiry, sets the new password and revokes every earlier session', () => {
      spec
        .given([passwordSet, requested])
        .when(complete('2026-03-01T00:59:59.000Z'))
        .then([
          { type: 'PasswordResetCompleted', data: { userId, tokenHash } },
          { type: 'PasswordSet', data: { userId, passwordHash: newHash, reason: 'reset' } },
          { type: 'SessionsEnded', data: { userId, tokenVersion: 1, reason: 'password_reset' } },
        ]);
    });
    it('moves the token version on from the last revocation', () => {
      spec
        .given([passwordSet, signedOutEverywhere(1), signedOutEverywhere(2), requested])
        .when(complete('2026-03-01T00:30:00.000Z'))
        .then([
          { type: 'PasswordResetCompleted', data: { userId, tokenHash } },
          { type: 'PasswordSet', data: { userId, passwordHash: newHash, reason: 'reset' } },
          { type: 'SessionsEnded', data: { userId, tokenVersion: 3, reason: 'password_reset' } },
        ]);
    });
    it('refuses an expired token', () => {
      spec
        .given([passwordSet, requested])
        .when(complete('2026-03-01T01:00:00.000Z'))
        .thenThrows('AUTH.RESET_TOKEN_INVALID');
    });
    it('refuses a used token', () => {
      const used: CredentialEvent = { type: 'PasswordResetCompleted', data: { userId, tokenHash } };
      spec
        .given([passwordSet, requested, used])
        .when(complete('2026-03-01T00:10:00.000Z'))
        .thenThrows('AUTH.RESET_TOKEN_INVALID');
    });
  });
});

describe('credential decider: password change and sessions', () => {
  const spec = DeciderSpecification.for(credentialDecider);
  describe('with a password', () => {
    it('changes it when the verified hash is still the stored one, and revokes earlier sessions', () => {
      spec
        .given([passwordSet])
        .when(change(hash))
        .then([
          { type: 'PasswordSet', data: { userId, passwordHash: newHash, reason: 'change' } },
          { type: 'SessionsEnded', data: { userId, tokenVersion: 1, reason: 'password_change' } },
        ]);
    });
    it('refuses a change checked against a hash that was replaced meanwhile', () => {
      const changedElsewhere: CredentialEvent = {
        type: 'PasswordSet',
        data: { userId, passwordHash: newHash, reason: 'change' },
      };
      spec
        .given([passwordSet, changedElsewhere])
        .when(change(hash))
        .thenThrows('AUTH.CURRENT_PASSWORD_INCORRECT');
    });
  });
  describe('without a password (a Google or demo account)', () => {
    it('has nothing to change', () => {
      spec.given([]).when(change(hash)).thenThrows('AUTH.CURRENT_PASSWORD_INCORRECT');
    });
    it('still signs out everywhere, from version 0 to 1', () => {
      spec
        .given([])
        .when({ type: 'EndSessions', data: { userId } })
        .then([signedOutEverywhere(1)]);
    });
  });
  describe('when Google proves the address of an unverified account', () => {
    it('removes a password set before and ends its sessions', () => {
      spec
        .given([passwordSet])
        .when({ type: 'RemoveUnprovenPassword', data: { userId } })
        .then([
          { type: 'PasswordRemoved', data: { userId, reason: 'set_before_address_proven' } },
          { type: 'SessionsEnded', data: { userId, tokenVersion: 1, reason: 'password_removed' } },
        ]);
    });
    it('has nothing to remove from an account without a password', () => {
      spec.given([]).when({ type: 'RemoveUnprovenPassword', data: { userId } }).thenNothingHappens();
    });
    it('leaves no password behind (a reset can set a new one)', () => {
      const removed: CredentialEvent = {
        type: 'PasswordRemoved',
        data: { userId, reason: 'set_before_address_proven' },
      };
      expect(
        [passwordSet, removed].reduce(credentialDecider.evolve, credentialDecider.initialState())
          .passwordHash,
      ).toBeNull();
      spec
        .given([passwordSet, removed])
        .when({ type: 'SetInitialPassword', data: { userId, passwordHash: newHash } })
        .then([{ type: 'PasswordSet', data: { userId, passwordHash: newHash, reason: 'sign_up' } }]);
    });
  });
  describe('after earlier revocations', () => {
    it('signs out everywhere again with the next version', () => {
      spec
        .given([passwordSet, signedOutEverywhere(1)])
        .when({ type: 'EndSessions', data: { userId } })
        .then([signedOutEverywhere(2)]);
    });
    it('folds the highest version seen', () => {
      const state = [passwordSet, signedOutEverywhere(1), signedOutEverywhere(2)].reduce(
        credentialDecider.evolve,
        credentialDecider.initialState(),
      );
      expect(state.tokenVersion).toBe(2);
    });
  });
});
