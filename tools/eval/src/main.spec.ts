import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ChatCompletionsTestServer, modelReply, replies } from '@buildmentor/answering/testing';

const run = promisify(execFile);

// Each test starts the CLI in a child process that compiles its sources first: on a loaded CI
// machine that alone can take longer than jest's 5 s default.
jest.setTimeout(60_000);

/** `npm run eval` as the operator runs it: the CLI in a child process, configured by environment. */
function evalCli(args: string[], env: Record<string, string> = {}) {
  const {
    LLM_PROVIDER: _p,
    OPENAI_BASE_URL: _b,
    OPENAI_MODEL: _m,
    OPENAI_API_KEY: _k,
    ...rest
  } = process.env;
  return run(
    process.execPath,
    ['-r', '@swc-node/register', '--conditions=@buildmentor/source', 'src/main.ts', ...args],
    { cwd: join(__dirname, '..'), env: { ...rest, ...env } },
  );
}

describe('npm run eval (CLI)', () => {
  it('prints the JSON report of the chosen cases on the offline answerer', async () => {
    const { stdout } = await evalCli([
      '--json',
      '--case',
      'au-shower-waterproofing',
      '--case',
      'out-of-scope-visa',
    ]);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ version: 'v1', answerer: 'offline', errors: [] });
    expect(report.cases.map((c: { id: string }) => c.id)).toEqual([
      'au-shower-waterproofing',
      'out-of-scope-visa',
    ]);
  });

  it('asks the model the environment configures', async () => {
    const server = await ChatCompletionsTestServer.start();
    try {
      server.reply = replies.json(
        JSON.stringify(
          modelReply({ technical: 'Waterproof the shower to AS 3740.', sources: [], blocks: [] }),
        ),
      );
      const { stdout } = await evalCli(['--case', 'au-shower-waterproofing'], {
        LLM_PROVIDER: 'openai',
        OPENAI_BASE_URL: server.baseURL,
        OPENAI_MODEL: 'cli-model',
      });
      expect(server.requests.map((r) => r.body.model)).toEqual(['cli-model']);
      expect(stdout).toContain(`answerer openai:cli-model at ${server.baseURL}`);
      // struct and refs: the reply is well formed and names AS 3740.
      expect(stdout).toMatch(/^au-shower-waterproofing +Residential +graduate +1\.00 +1\.00 /m);
    } finally {
      await server.close();
    }
  });

  it('runs the held-out set when asked, and names it in the report', async () => {
    const { stdout } = await evalCli(['--set', 'holdout-v1', '--case', 'ho-out-of-scope-crypto']);
    expect(stdout).toContain('Answer evaluation, set holdout-v1: 1 cases, answerer offline');
    expect(stdout).toMatch(/^ho-out-of-scope-crypto +Commercial +expert /m);
  });

  it('refuses an unknown set, and a case id from another set, with exit code 2', async () => {
    await expect(evalCli(['--set', 'v9'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown set: v9 (one of v1, holdout-v1)'),
    });
    await expect(evalCli(['--case', 'ho-out-of-scope-crypto'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown case id: ho-out-of-scope-crypto (set v1)'),
    });
  });

  it('refuses an unknown case id with exit code 2', async () => {
    await expect(evalCli(['--case', 'no-such-case'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown case id: no-such-case'),
    });
  });
});
