import { type AppConfig } from '@buildmentor/config';
import { emailDecider, type RegisteredUser, userDecider } from '@buildmentor/domain';
import { demoIdentity } from '../auth/demo-sign-in/demo-identity';
import { emailStream, normaliseEmail } from '../auth/password/password-identity';
import { commandContext } from '../shared/command-metadata';
import { type DeciderRunner } from '../shared/decider-runner';
import { newId } from '../shared/event-ids';
import { type AdminCliCommand } from './admin-cli-args';

/** The actor recorded on the events (metadata.userId, grantedBy/revokedBy): the audit trail shows it. */
export const OPERATOR_ACTOR = 'operator:cli';

export interface Operator {
  /** The OS user who ran the command; written into the reason, since the actor is the CLI itself. */
  name: string;
  at: Date;
}

/** ok: done or nothing to do (exit 0); refused: nothing appended, the message says why (exit 1). */
export type AdminAccessOutcome =
  { ok: true; message: string; position: number | null } | { ok: false; message: string };

/**
 * Grants or revokes admin (developer) access by email, through the same decider as the console's
 * grant: the user must exist and, for a grant, have a verified address (the decider refuses
 * otherwise, so the rule cannot be skipped here). Every change is DeveloperAccessGranted or
 * DeveloperAccessRevoked, which the audit trail records.
 */
export async function changeAdminAccess(
  runner: DeciderRunner,
  config: AppConfig,
  command: AdminCliCommand,
  operator: Operator,
): Promise<AdminAccessOutcome> {
  const email = normaliseEmail(command.email);
  const user = await findUser(runner, config, email, operator.at);
  if (!user) return { ok: false, message: `No account uses ${email}. The user must sign up first.` };
  const context = commandContext(OPERATOR_ACTOR, `cli-${newId()}`, operator.at);
  const stream = `user-${user.userId}`;

  if (command.kind === 'grant') {
    if (user.developerAccess)
      return {
        ok: true,
        message: `${email} is already an admin (granted earlier). Nothing changed.`,
        position: null,
      };
    if (!user.emailVerified)
      return {
        ok: false,
        message: `${email} has not verified their email address yet. Ask them to open the link in their verification email (they can resend it from their profile), then run this again.`,
      };
    const reason = `${command.reason ?? 'Granted from the operator command line'} (by operator ${operator.name})`;
    const { position } = await runner.run(
      userDecider,
      stream,
      { type: 'GrantDeveloperAccess', data: { userId: user.userId, grantedBy: OPERATOR_ACTOR, reason } },
      context,
    );
    return {
      ok: true,
      message: `${email} (${user.userId}) is now an admin, from their next request.`,
      position,
    };
  }

  if (!user.developerAccess) {
    if (config.ADMIN_EMAILS.includes(email))
      return {
        ok: false,
        message: `${email} is an admin through ADMIN_EMAILS, which only the configuration can change.`,
      };
    return { ok: true, message: `${email} has no granted admin access. Nothing changed.`, position: null };
  }
  const reason = `${command.reason ?? 'Revoked from the operator command line'} (by operator ${operator.name})`;
  const { position } = await runner.run(
    userDecider,
    stream,
    { type: 'RevokeDeveloperAccess', data: { userId: user.userId, revokedBy: OPERATOR_ACTOR, reason } },
    context,
  );
  const still =
    config.ADMIN_EMAILS.includes(email) && user.emailVerified
      ? ' They are still an admin through ADMIN_EMAILS.'
      : '';
  return {
    ok: true,
    message: `${email} (${user.userId}) is no longer a granted admin, from their next request.${still}`,
    position,
  };
}

/** Password accounts are found by their email claim; demo accounts by the user id derived from the email. */
async function findUser(
  runner: DeciderRunner,
  config: AppConfig,
  email: string,
  at: Date,
): Promise<RegisteredUser | null> {
  const claim = await runner.load(emailDecider, emailStream(email));
  const userId = claim.userId ?? (config.AUTH_MODE === 'demo' ? demoIdentity({ email }, at).userId : null);
  if (!userId) return null;
  const state = await runner.load(userDecider, `user-${userId}`);
  return state.status === 'registered' ? state : null;
}
