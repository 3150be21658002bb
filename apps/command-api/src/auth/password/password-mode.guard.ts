import { type AppConfig } from '@buildmentor/config';
import { PasswordModeDisabledError } from '../auth.errors';

/** Password endpoints exist only in password mode; in demo mode they answer 404. */
export function requirePasswordMode(config: AppConfig): void {
  if (config.AUTH_MODE !== 'password') throw PasswordModeDisabledError();
}
