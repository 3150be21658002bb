import type { EventOf } from '@buildmentor/contracts';

/** Events on `email-<sha256(email)>` (one claim per address) and `credential-<userId>`. */
export type EmailClaimed = EventOf<'EmailClaimed'>;
export type PasswordSet = EventOf<'PasswordSet'>;
export type PasswordResetRequested = EventOf<'PasswordResetRequested'>;
export type PasswordResetCompleted = EventOf<'PasswordResetCompleted'>;
export type SessionsEnded = EventOf<'SessionsEnded'>;
export type PasswordRemoved = EventOf<'PasswordRemoved'>;

export type EmailEvent = EmailClaimed;
export type CredentialEvent =
  PasswordSet | PasswordResetRequested | PasswordResetCompleted | SessionsEnded | PasswordRemoved;
