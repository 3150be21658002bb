import { domainError, invalidField } from '@buildmentor/domain';

// The API's own refusals around sign-in: made like the domain's errors, so the problem-details
// filter alone turns a category into a status.

const SIGN_IN_TO_CONTINUE = 'Please sign in to continue.';
export const SignInRequiredError = domainError('AUTH.REQUIRED', 'unauthorized', SIGN_IN_TO_CONTINUE);
export const InvalidTokenError = domainError('AUTH.INVALID_TOKEN', 'unauthorized', SIGN_IN_TO_CONTINUE);

export const AdminOnlyError = domainError(
  'ADMIN.FORBIDDEN',
  'forbidden',
  'Access Denied: you need administrator access for this.',
);

/** Unknown addresses and wrong passwords get the same answer. */
export const InvalidCredentialsError = domainError(
  'AUTH.INVALID_CREDENTIALS',
  'unauthorized',
  'Invalid email or password.',
);

/** Password attempts, reset requests and verification mails, counted per (address, client) pair by SignInThrottle. */
export const ThrottledError = domainError(
  'AUTH.THROTTLED',
  'rate_limited',
  'Too many attempts. Please wait a few minutes and try again.',
);

/** The password policy's sentence, on the field that carried the password (`password` or `newPassword`; the controller names it as the request does). */
export const WeakPasswordError = domainError(
  'AUTH.WEAK_PASSWORD',
  'validation',
  (problem: string, path: string) => invalidField(path, problem),
);

// Sign-in methods this server does not offer answer 404, as if the endpoint were not there.
export const PasswordModeDisabledError = domainError(
  'AUTH.PASSWORD_DISABLED',
  'not_found',
  'Password sign-in is not available on this server.',
);
export const DemoSignInDisabledError = domainError(
  'AUTH.DEMO_DISABLED',
  'not_found',
  'Demo sign-in is not available on this server.',
);
export const GoogleSignInDisabledError = domainError(
  'AUTH.GOOGLE_DISABLED',
  'not_found',
  'Google sign-in is not available on this server.',
);

const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';
/** The callback's state is missing, forged, expired or from another browser. */
export const OidcStateInvalidError = domainError('AUTH.OIDC_STATE', 'unauthorized', GOOGLE_FAILED);
export const OidcFailedError = domainError('AUTH.OIDC_FAILED', 'unauthorized', GOOGLE_FAILED);
