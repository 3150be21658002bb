import type { RequestEmailVerification, VerifyEmail } from './user.commands';
import {
  EmailAlreadyVerifiedError,
  VerificationLinkExpiredError,
  VerificationLinkInvalidError,
  VerificationLinkUsedError,
} from './user.errors';
import type { EmailVerificationRequested, EmailVerified } from './user.events';

/**
 * Email verification of a registered user. Password mode starts unverified; a demo account counts
 * as verified from registration (the spec: emailVerified is always true in demo, which is a
 * demonstration, not security). ADMIN_EMAILS and developer access only apply to a verified address.
 */
export interface VerificationLink {
  expiresAt: string;
  used: boolean;
}

export interface EmailVerificationState {
  email: string;
  emailVerified: boolean;
  /** Mailed links by SHA-256 of their token; the token itself is never recorded. */
  verificationLinks: ReadonlyMap<string, VerificationLink>;
}

export function linkRequested<S extends EmailVerificationState>(
  state: S,
  event: EmailVerificationRequested,
): S {
  return {
    ...state,
    verificationLinks: new Map(state.verificationLinks).set(event.data.tokenHash, {
      expiresAt: event.data.expiresAt,
      used: false,
    }),
  };
}

export function emailVerified<S extends EmailVerificationState>(state: S, event: EmailVerified): S {
  const { tokenHash } = event.data;
  const link = tokenHash ? state.verificationLinks.get(tokenHash) : undefined;
  const verificationLinks =
    tokenHash && link
      ? new Map(state.verificationLinks).set(tokenHash, { ...link, used: true })
      : state.verificationLinks;
  return { ...state, emailVerified: true, verificationLinks };
}

export function requestVerification(
  command: RequestEmailVerification,
  state: EmailVerificationState & { userId: string },
): EmailVerificationRequested[] {
  if (state.emailVerified) throw EmailAlreadyVerifiedError();
  const { tokenHash, expiresAt } = command.data;
  if (state.verificationLinks.has(tokenHash)) return [];
  return [
    {
      type: 'EmailVerificationRequested',
      data: { userId: state.userId, email: state.email, tokenHash, expiresAt },
    },
  ];
}

/**
 * A link is single-use and expiring: unknown, used and expired links are refused with their own
 * error. Using a valid link always records EmailVerified (so the link is spent), even when another
 * link already verified the address. Google and a completed reset record it once.
 */
export function verify(
  command: VerifyEmail,
  state: EmailVerificationState & { userId: string },
): EmailVerified[] {
  const { userId, email } = state;
  const proof = command.data;
  if (proof.method !== 'link')
    return state.emailVerified
      ? []
      : [{ type: 'EmailVerified', data: { userId, email, method: proof.method } }];
  const link = state.verificationLinks.get(proof.tokenHash);
  if (!link) throw VerificationLinkInvalidError();
  if (link.used) throw VerificationLinkUsedError();
  if (Date.parse(link.expiresAt) <= Date.parse(proof.at)) throw VerificationLinkExpiredError();
  return [{ type: 'EmailVerified', data: { userId, email, method: 'link', tokenHash: proof.tokenHash } }];
}
