import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { VERIFY_EMAIL_CODES as ContractCodes } from '@buildmentor/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { AUTH_MESSAGES } from '../utils/validate-auth';
import { ResendVerificationButton } from './resend-verification-button';
import '../../../styles/account-security.css';

/** Restated (type-checked against the contract) so the auth chunk does not pull in the contracts' zod schemas. */
const VERIFY_EMAIL_CODES: typeof ContractCodes = {
  invalid: 'AUTH.VERIFY_LINK_INVALID',
  expired: 'AUTH.VERIFY_LINK_EXPIRED',
  used: 'AUTH.VERIFY_LINK_USED',
};

type Outcome =
  | { kind: 'verifying' }
  | { kind: 'verified'; email: string }
  | { kind: 'expired' | 'used' | 'invalid' | 'failed' };

const TEXTS: Record<Exclude<Outcome['kind'], 'verifying' | 'verified'>, { title: string; body: string }> = {
  expired: {
    title: 'This link has expired',
    body: 'Verification links work for 24 hours. Ask for a new one and open it from your inbox.',
  },
  used: {
    title: 'This link has already been used',
    body: 'Each verification link works once. If you opened it before, your address is already verified: just sign in.',
  },
  invalid: {
    title: 'This link is not valid',
    body: 'Check that you opened the whole link from the email, or ask for a new one.',
  },
  failed: { title: 'We could not verify your email', body: AUTH_MESSAGES.unexpected },
};

function outcomeOf(error: unknown): Outcome {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.code === VERIFY_EMAIL_CODES.expired) return { kind: 'expired' };
  if (error.code === VERIFY_EMAIL_CODES.used) return { kind: 'used' };
  if (error.code === VERIFY_EMAIL_CODES.invalid || error.status === 400) return { kind: 'invalid' };
  return { kind: 'failed' };
}

interface VerifyEmailPanelProps {
  token: string;
  /** Spends the token (the server's POST /api/auth/verify-email); rejects with its ApiError. */
  verify(token: string): Promise<{ email: string }>;
  /** A signed-in user who can ask for a new link here (a password user not yet verified). */
  canResend: boolean;
  signedIn: boolean;
}

/**
 * The page a verification link opens (/auth?verify=<token>). The token is sent once, even under
 * StrictMode's double effects (a second send would report the link as used); the outcome is
 * success, expired, already used or not valid, each with what to do next.
 */
export function VerifyEmailPanel({ token, verify, canResend, signedIn }: VerifyEmailPanelProps) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });
  const sent = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    verify(token).then(
      ({ email }) => setOutcome({ kind: 'verified', email }),
      (error: unknown) => setOutcome(outcomeOf(error)),
    );
  }, [token, verify]);

  useEffect(() => {
    if (outcome.kind !== 'verifying') heading.current?.focus();
  }, [outcome.kind]);

  const next = signedIn ? (
    <Link to={paths.chat.path} className="button button--primary button--block">
      Continue to BuildMentor
    </Link>
  ) : (
    <Link to={paths.auth.path} className="button button--primary button--block">
      Sign in
    </Link>
  );

  if (outcome.kind === 'verifying') {
    return (
      <div className="auth-card" role="status">
        <h1 className="auth-card__title">Verifying your email…</h1>
        <Spinner />
      </div>
    );
  }
  if (outcome.kind === 'verified') {
    return (
      <div className="auth-card">
        <h1 ref={heading} tabIndex={-1} className="auth-card__title">
          Email verified
        </h1>
        <p className="form-success" role="status">
          Your email address {outcome.email} is verified.
        </p>
        {next}
      </div>
    );
  }
  const text = TEXTS[outcome.kind];
  return (
    <div className="auth-card">
      <h1 ref={heading} tabIndex={-1} className="auth-card__title">
        {text.title}
      </h1>
      <p role="alert">{text.body}</p>
      {outcome.kind !== 'used' && canResend && <ResendVerificationButton />}
      {outcome.kind !== 'used' && !canResend && !signedIn && <p>Sign in to ask for a new link.</p>}
      {next}
    </div>
  );
}
