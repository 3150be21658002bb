/** The projector's command line: `run` (default), `replay`, `hashes`, `stats`, `namespaces`, `switch`. */
export type CliCommand =
  | { kind: 'run' }
  | { kind: 'replay'; until?: Date; namespace?: string; switchLive: boolean }
  | { kind: 'hashes'; namespace?: string }
  | { kind: 'stats'; namespace?: string; format: StatsFormat }
  | { kind: 'namespaces' }
  | { kind: 'switch'; namespace: string };

export const STATS_FORMATS = ['json', 'csv'] as const;
export type StatsFormat = (typeof STATS_FORMATS)[number];

export const USAGE = `Usage: projector [command]
  run                                   follow the log into the live read models (default)
  replay [--until <ISO date>] [--namespace <name>] [--switch]
                                        rebuild every read model into a fresh namespace and print
                                        a SHA-256 hash per collection; --switch makes it live
  hashes [--namespace <name>]           print the hash of every collection (live by default)
  stats [--namespace <name>] [--format json|csv]
                                        print platform_stats and daily_stats (live by default);
                                        replay --until <date> --namespace stats-<day> first for
                                        the stats as they stood at that date
  namespaces                            list namespaces and the live one
  switch <namespace>                    make a namespace live`;

const KNOWN_FLAGS = new Set(['until', 'namespace', 'switch', 'format']);

export function parseArgs(argv: readonly string[]): CliCommand {
  const [command = 'run', ...rest] = argv;
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (!KNOWN_FLAGS.has(name)) throw new Error(`Unknown option --${name}`);
    if (name === 'switch') flags.set(name, true);
    else {
      const value = inline ?? rest[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      flags.set(name, value);
    }
  }
  const text = (name: string) => {
    const value = flags.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  switch (command) {
    case 'run':
      return { kind: 'run' };
    case 'replay': {
      const untilText = text('until');
      const until = untilText === undefined ? undefined : new Date(untilText);
      if (until && Number.isNaN(until.getTime())) throw new Error(`--until: not a date: ${untilText}`);
      return {
        kind: 'replay',
        until,
        namespace: text('namespace'),
        switchLive: flags.get('switch') === true,
      };
    }
    case 'hashes':
      return { kind: 'hashes', namespace: text('namespace') };
    case 'stats': {
      const format = text('format') ?? 'json';
      if (!(STATS_FORMATS as readonly string[]).includes(format))
        throw new Error(`--format: expected json or csv, not ${format}`);
      return { kind: 'stats', namespace: text('namespace'), format: format as StatsFormat };
    }
    case 'namespaces':
      return { kind: 'namespaces' };
    case 'switch': {
      const namespace = positional[0];
      if (!namespace) throw new Error('switch needs a namespace');
      return { kind: 'switch', namespace };
    }
    default:
      throw new Error(`Unknown command ${command}`);
  }
}
