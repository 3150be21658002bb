import { type AppConfig } from '@buildmentor/config';
import { HttpProblem } from '../../http/problem-details.filter';

/** Password endpoints exist only in password mode; in demo mode they answer 404. */
export function requirePasswordMode(config: AppConfig): void {
  if (config.AUTH_MODE !== 'password') {
    throw new HttpProblem(404, 'AUTH.PASSWORD_DISABLED', 'Password sign-in is not available on this server.');
  }
}
