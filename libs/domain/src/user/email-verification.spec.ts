import { DeciderSpecification } from '../shared/decider-spec';
import * as userDecider from './user.decider';
import type { UserCommand } from './user.commands';
import type { EmailVerificationRequested, EmailVerified, UserEvent, UserRegistered } from './user.events';

const spec = DeciderSpecification.for(userDecider);
const userId = 'u-1';
const email = 'boss@firm.com.au';
const tokenHash = 'a'.repeat(64);
const otherHash = 'b'.repeat(64);

const registered = (authMode: 'demo' | 'password'): UserRegistered => ({
  type: 'UserRegistered',
  data: { userId, email, displayName: 'boss', authMode, userType: 'demo' },
});
const linkMailed = (
  hash = tokenHash,
  expiresAt = '2026-03-02T00:00:00.000Z',
): EmailVerificationRequested => ({
  type: 'EmailVerificationRequested',
  data: { userId, email, tokenHash: hash, expiresAt },
});
const verifiedByLink = (hash = tokenHash): EmailVerified => ({
  type: 'EmailVerified',
  data: { userId, email, method: 'link', tokenHash: hash },
});
const useLink = (at: string, hash = tokenHash): UserCommand => ({
  type: 'VerifyEmail',
  data: { userId, method: 'link', tokenHash: hash, at },
});
const requestLink = (hash = tokenHash): UserCommand => ({
  type: 'RequestEmailVerification',
  data: { userId, tokenHash: hash, expiresAt: '2026-03-02T00:00:00.000Z' },
});
const grant: UserCommand = {
  type: 'GrantDeveloperAccess',
  data: { userId, grantedBy: 'operator:cli', reason: 'Runs support' },
};
const granted: UserEvent = {
  type: 'DeveloperAccessGranted',
  data: { userId, grantedBy: 'operator:cli', reason: 'Runs support' },
};
const revoke: UserCommand = {
  type: 'RevokeDeveloperAccess',
  data: { userId, revokedBy: 'operator:cli', reason: ' Left the team ' },
};

describe('user decider: email verification', () => {
  describe('a new password account', () => {
    const given = spec.given([registered('password')]);
    it('starts unverified', () => {
      expect([registered('password')].reduce(userDecider.evolve, userDecider.initialState())).toMatchObject({
        emailVerified: false,
      });
    });
    it('records a mailed link by its hash', () => {
      given.when(requestLink()).then([linkMailed()]);
    });
    it('refuses a link it never mailed', () => {
      given.when(useLink('2026-03-01T00:00:00.000Z')).thenThrows('AUTH.VERIFY_LINK_INVALID');
    });
    it('is not granted admin access while unverified', () => {
      given.when(grant).thenThrows('USER.EMAIL_NOT_VERIFIED');
    });
    it('is verified by a completed password reset (the reset link went to the same mailbox)', () => {
      given
        .when({ type: 'VerifyEmail', data: { userId, method: 'password_reset' } })
        .then([{ type: 'EmailVerified', data: { userId, email, method: 'password_reset' } }]);
    });
    it("is verified by Google's email_verified claim", () => {
      given
        .when({ type: 'VerifyEmail', data: { userId, method: 'google' } })
        .then([{ type: 'EmailVerified', data: { userId, email, method: 'google' } }]);
    });
  });

  describe('with a mailed link', () => {
    const given = spec.given([registered('password'), linkMailed()]);
    it('verifies before expiry', () => {
      given.when(useLink('2026-03-01T23:59:59.000Z')).then([verifiedByLink()]);
    });
    it('refuses the link at or after its expiry', () => {
      given.when(useLink('2026-03-02T00:00:00.000Z')).thenThrows('AUTH.VERIFY_LINK_EXPIRED');
    });
    it('records a retried request for the same link once', () => {
      given.when(requestLink()).thenNothingHappens();
    });
  });

  describe('once verified by a link', () => {
    const given = spec.given([registered('password'), linkMailed(), linkMailed(otherHash), verifiedByLink()]);
    it('refuses the same link a second time', () => {
      given.when(useLink('2026-03-01T00:10:00.000Z')).thenThrows('AUTH.VERIFY_LINK_USED');
    });
    it('still spends another unused link (single use holds per link)', () => {
      given.when(useLink('2026-03-01T00:10:00.000Z', otherHash)).then([verifiedByLink(otherHash)]);
    });
    it('mails no further links', () => {
      given.when(requestLink('c'.repeat(64))).thenThrows('AUTH.EMAIL_ALREADY_VERIFIED');
    });
    it('records Google or a reset proving it again as nothing new', () => {
      given.when({ type: 'VerifyEmail', data: { userId, method: 'google' } }).thenNothingHappens();
    });
    it('can be granted admin access', () => {
      given.when(grant).then([granted]);
    });
  });

  describe('a demo account', () => {
    it('counts as verified (demo mode is a demonstration, not security) and can be granted access', () => {
      spec
        .given([registered('demo')])
        .when(grant)
        .then([granted]);
    });
  });
});

describe('user decider: revoking developer access', () => {
  it('revokes granted access with the reason trimmed', () => {
    spec
      .given([registered('demo'), granted])
      .when(revoke)
      .then([
        {
          type: 'DeveloperAccessRevoked',
          data: { userId, revokedBy: 'operator:cli', reason: 'Left the team' },
        },
      ]);
  });
  it('records nothing when there is no grant to revoke', () => {
    spec
      .given([registered('demo')])
      .when(revoke)
      .thenNothingHappens();
  });
  it('requires a reason', () => {
    spec
      .given([registered('demo'), granted])
      .when({ type: 'RevokeDeveloperAccess', data: { userId, revokedBy: 'operator:cli', reason: ' ' } })
      .thenThrows('USER.DEVELOPER_ACCESS_REASON_REQUIRED');
  });
  it('lets access be granted again after a revocation', () => {
    const revoked: UserEvent = {
      type: 'DeveloperAccessRevoked',
      data: { userId, revokedBy: 'operator:cli', reason: 'Left the team' },
    };
    spec
      .given([registered('demo'), granted, revoked])
      .when(grant)
      .then([granted]);
  });
  it('refuses to revoke for an unknown user', () => {
    spec.given([]).when(revoke).thenThrows('USER.NOT_FOUND');
  });
});
