import { domainError } from '../shared/domain-error';

export const EmailTakenError = domainError(
  'AUTH.EMAIL_TAKEN',
  'conflict',
  'An account with this email already exists. Please sign in instead.',
  {
    field: 'email',
    fieldMessage: 'An account with this email already exists.',
  },
);

export const PasswordAlreadySetError = domainError(
  'AUTH.PASSWORD_ALREADY_SET',
  'conflict',
  'This account already has a password. Please sign in instead.',
);

/** 400 with the field path, never 401: the session itself is fine, and a 401 would sign the browser out. */
export const CurrentPasswordIncorrectError = domainError(
  'AUTH.CURRENT_PASSWORD_INCORRECT',
  'validation',
  'Your current password is incorrect.',
  {
    field: 'currentPassword',
  },
);

/** One message for unknown, used and expired tokens: a reset link either works or it does not. */
export const ResetTokenInvalidError = domainError(
  'AUTH.RESET_TOKEN_INVALID',
  'validation',
  'This password reset link is invalid or has expired. Please request a new one.',
  {
    field: 'token',
    fieldMessage: 'This password reset link is invalid or has expired.',
  },
);
