import { DomainError } from '../shared/domain-error';

export class EmailTakenError extends DomainError {
  static readonly code = 'AUTH.EMAIL_TAKEN';
  constructor() {
    super(EmailTakenError.code, 'conflict', 'An account with this email already exists. Please sign in instead.', [
      { path: 'email', message: 'An account with this email already exists.' },
    ]);
  }
}

export class PasswordAlreadySetError extends DomainError {
  static readonly code = 'AUTH.PASSWORD_ALREADY_SET';
  constructor() {
    super(PasswordAlreadySetError.code, 'conflict', 'This account already has a password. Please sign in instead.');
  }
}

/** 400 with the field path, never 401: the session itself is fine, and a 401 would sign the browser out. */
export class CurrentPasswordIncorrectError extends DomainError {
  static readonly code = 'AUTH.CURRENT_PASSWORD_INCORRECT';
  constructor() {
    super(CurrentPasswordIncorrectError.code, 'validation', 'Your current password is incorrect.', [
      { path: 'body.current_password', message: 'Your current password is incorrect.' },
    ]);
  }
}

/** One message for unknown, used and expired tokens: a reset link either works or it does not. */
export class ResetTokenInvalidError extends DomainError {
  static readonly code = 'AUTH.RESET_TOKEN_INVALID';
  constructor() {
    super(ResetTokenInvalidError.code, 'validation', 'This password reset link is invalid or has expired. Please request a new one.', [
      { path: 'token', message: 'This password reset link is invalid or has expired.' },
    ]);
  }
}
