/** The operators' command line: `grant <email> [--reason <text>]`, `revoke <email> [--reason <text>]`. */
export type AdminCliCommand = { kind: 'grant' | 'revoke'; email: string; reason: string | null };

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  grant <email> [--reason <text>]    make an existing user with a verified email address an admin
  revoke <email> [--reason <text>]   take back admin access granted earlier (from here or the console)
Reads the same configuration as the API (DATA_DIR, EVENT_STORE, ...). Every change is recorded
in the admin audit trail with the actor operator:cli and your OS user name in the reason.`;

export function parseAdminArgs(argv: readonly string[]): AdminCliCommand {
  const [command, ...rest] = argv;
  if (command !== 'grant' && command !== 'revoke')
    throw new Error(command ? `Unknown command: ${command}` : 'No command given');
  let reason: string | null = null;
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--reason' || arg.startsWith('--reason=')) {
      const value = arg.includes('=') ? arg.slice('--reason='.length) : rest[++i];
      if (value === undefined || value.trim() === '') throw new Error('--reason needs a text');
      reason = value.trim();
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length !== 1) throw new Error(`${command} needs exactly one email address`);
  return { kind: command, email: positional[0]!, reason };
}
