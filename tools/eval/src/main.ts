import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@buildmentor/config';
import { answererFromConfig, answererLabel } from './answerer';
import { EVAL_SET_NAMES, EVAL_SETS, type EvalSetName } from './cases';
import { formatReport } from './report';
import { runEval } from './runner';

const USAGE = `npm run eval [-- --set v1|holdout-v1] [--json] [--case <id> ...] [--concurrency <n>]

Scores the configured answerer (LLM_PROVIDER, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_API_KEY;
the offline one by default) on an evaluation set (v1 by default; holdout-v1 is the held-out set,
report only) and prints a per-question table and a total.`;

const isSetName = (name: string): name is EvalSetName => (EVAL_SET_NAMES as string[]).includes(name);

/**
 * `npm run eval`: the answer evaluation (README, Answer evaluation). Exit code 0 when the set ran
 * (answerer errors are scored 0 and listed, not fatal), 2 on bad arguments or configuration.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      set: { type: 'string', default: 'v1' },
      json: { type: 'boolean', default: false },
      case: { type: 'string', multiple: true },
      concurrency: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!isSetName(values.set)) {
    console.error(`Unknown set: ${values.set} (one of ${EVAL_SET_NAMES.join(', ')})`);
    return 2;
  }
  const set = EVAL_SETS[values.set];
  const config = loadConfig(process.env);
  const wanted = values.case ?? [];
  const unknown = wanted.filter((id) => !set.cases.some((c) => c.id === id));
  if (unknown.length > 0) {
    console.error(`Unknown case id: ${unknown.join(', ')} (set ${set.version})`);
    return 2;
  }
  const concurrency = Number(values.concurrency ?? (config.LLM_PROVIDER === 'offline' ? 1 : 4));
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    console.error('--concurrency must be a positive integer');
    return 2;
  }
  const cases = wanted.length > 0 ? set.cases.filter((c) => wanted.includes(c.id)) : set.cases;
  const report = await runEval(answererFromConfig(config), cases, {
    version: set.version,
    answerer: answererLabel(config),
    concurrency,
    onCase: values.json
      ? undefined
      : (result) => process.stderr.write(result.error !== undefined ? 'E' : '.'),
  });
  if (!values.json) process.stderr.write('\n');
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
    process.exitCode = 2;
  },
);
