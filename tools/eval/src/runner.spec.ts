import { ChatCompletionsTestServer, modelReply, replies } from '@buildmentor/answering/testing';
import { loadConfig } from '@buildmentor/config';
import { answererFromConfig, answererLabel } from './answerer';
import { EVAL_SET } from './cases';
import { formatReport } from './report';
import { requestFor, runEval } from './runner';

const byId = (id: string) => EVAL_SET.cases.find((c) => c.id === id)!;
const FACADE_WIND = byId('au-facade-wind');

/** A model's reply that answers the façade wind case well. */
const goodWindReply = JSON.stringify(
  modelReply({
    title: 'Design wind actions on a façade',
    summary: 'Façade wind pressures come from AS/NZS 1170.2, with the importance level from AS/NZS 1170.0.',
    technical:
      'For your structural and façade engineering work, take the regional wind speed for Brisbane from AS/NZS 1170.2, with the annual probability of exceedance set by the importance level (AS/NZS 1170.0 and the NCC). Apply the terrain, shielding and topographic multipliers for each direction, then the local pressure factors at corners and edges of the façade.',
    mentoring: 'Strategically, agree the importance level with the certifier early: it drives cost.',
    next_steps: [
      'Confirm the importance level.',
      'Derive the site wind speeds.',
      'Issue façade design pressures.',
    ],
    blocks: [],
    sources: [],
  }),
);

describe('runEval with an OpenAI-compatible model (local wire-protocol server)', () => {
  let server: ChatCompletionsTestServer;
  beforeEach(async () => {
    server = await ChatCompletionsTestServer.start();
  });
  afterEach(() => server.close());

  const openAiConfig = () =>
    loadConfig({ LLM_PROVIDER: 'openai', OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'eval-test-model' });

  it('scores the configured model through the production adapter', async () => {
    server.reply = replies.json(goodWindReply);
    const config = openAiConfig();
    const report = await runEval(answererFromConfig(config), [FACADE_WIND], {
      version: 'v1',
      answerer: answererLabel(config),
    });

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.body.model).toBe('eval-test-model');
    expect(JSON.stringify(server.requests[0]!.body.messages)).toContain(FACADE_WIND.question);
    expect(report.answerer).toBe(`openai:eval-test-model at ${server.baseURL}`);
    expect(report.errors).toEqual([]);
    expect(report.cases[0]).toMatchObject({
      id: 'au-facade-wind',
      sector: 'Commercial',
      level: 'senior',
      total: 1,
      scores: { references: { score: 1 }, mustNot: { score: 1 }, personalisation: { score: 1 } },
    });
  });

  it('counts a model error as 0 for that case and lists it', async () => {
    server.reply = replies.status(500, { error: { message: 'model overloaded' } });
    const config = openAiConfig();
    const report = await runEval(answererFromConfig(config), [FACADE_WIND], { version: 'v1', answerer: 'm' });

    expect(report.total).toBe(0);
    expect(report.cases[0]).toMatchObject({ id: 'au-facade-wind', total: 0, scores: {} });
    expect(report.errors).toEqual([{ id: 'au-facade-wind', error: expect.stringContaining('HTTP 500') }]);
    expect(formatReport(report)).toMatch(/Errors \(1, scored 0\):\n {2}au-facade-wind: .*HTTP 500/);
  });

  it('asks no more cases at once than the concurrency allows, and keeps the cases in order', async () => {
    let inFlight = 0;
    let most = 0;
    server.reply = async (request, response) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 30));
      inFlight--;
      await replies.json(goodWindReply)(request, response);
    };
    const cases = EVAL_SET.cases.slice(0, 6);
    const report = await runEval(answererFromConfig(openAiConfig()), cases, {
      version: 'v1',
      answerer: 'm',
      concurrency: 2,
    });

    expect(server.requests).toHaveLength(6);
    expect(most).toBe(2);
    expect(report.cases.map((c) => c.id)).toEqual(cases.map((c) => c.id));
  });
});

describe('runEval with the offline answerer', () => {
  it('prints a row per case with each score and the total', async () => {
    const cases = [byId('au-shower-waterproofing'), byId('out-of-scope-recipe')];
    const report = await runEval(answererFromConfig(loadConfig({})), cases, {
      version: 'v1',
      answerer: 'offline',
    });
    const table = formatReport(report);

    expect(table).toContain('Answer evaluation, set v1: 2 cases, answerer offline');
    expect(table).toMatch(/^id +sector +level +struct +refs +mustnot +person +ground +honest +total$/m);
    expect(table).toMatch(/^au-shower-waterproofing +Residential +graduate( +\d\.\d\d| +-){7}$/m);
    expect(table).toContain(`Total: ${report.total.toFixed(3)}`);
  });
});

describe('requestFor', () => {
  it('asks as the case asker, with the passages as personal documents and dated history', () => {
    const history = [
      { role: 'user' as const, content: 'Which standard covers waterproofing a shower?' },
      { role: 'assistant' as const, content: 'AS 3740.' },
    ];
    const followUp = requestFor(byId('au-follow-up-shower-fall'), history);
    expect(followUp.question).toBe('And what fall should the shower floor have?');
    expect(followUp.history.map((turn) => turn.content)).toEqual(history.map((turn) => turn.content));
    expect(followUp.history.every((turn) => turn.at < followUp.now)).toBe(true);
    expect(followUp.profile).toMatchObject({
      experienceLevel: 'graduate',
      disciplines: ['Waterproofing Design'],
    });

    const enhanced = requestFor(byId('au-enhanced-wet-area-spec'));
    expect(enhanced.enhanced).toBe(true);
    expect(enhanced.history).toEqual([]);
    expect(enhanced.passages.map((p) => [p.documentId, p.scope])).toEqual([
      ['doc-spec-0611', 'personal'],
      ['doc-landscape-l101', 'personal'],
    ]);
  });
});

describe('a follow-up case', () => {
  let server: ChatCompletionsTestServer;
  beforeEach(async () => {
    server = await ChatCompletionsTestServer.start();
  });
  afterEach(() => server.close());

  const reply = (technical: string) => JSON.stringify(modelReply({ technical, sources: [], blocks: [] }));
  const run = () =>
    runEval(
      answererFromConfig(loadConfig({ LLM_PROVIDER: 'openai', OPENAI_BASE_URL: server.baseURL })),
      [byId('au-follow-up-balconies')],
      { version: 'v1', answerer: 'm' },
    );

  it('first asks the earlier question, then the follow-up with the answer in its history', async () => {
    const answers = ['Bathrooms: AS 3740.', 'Balconies are external: AS 4654.2.'];
    server.reply = (request, response) =>
      replies.json(reply(answers[server.requests.length - 1]!))(request, response);
    const report = await run();

    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests.map((r) => JSON.stringify(r.body.messages));
    expect(first).toContain('Which standard covers waterproofing the bathrooms');
    expect(first).not.toContain('And the balconies?');
    expect(second).toContain('And the balconies?');
    expect(second).toContain('Bathrooms: AS 3740.');
    expect(report.cases[0]!.scores).toMatchObject({ references: { score: 1 }, mustNot: { score: 1 } });
  });

  it('counts the previous answer repeated word for word as a forbidden statement', async () => {
    server.reply = replies.json(reply('Waterproof to AS 3740; balconies to AS 4654.2.'));
    const report = await run();

    expect(report.cases[0]!.scores.mustNot).toEqual({
      score: 0,
      notes: ['says: the previous answer again, word for word'],
    });
  });
});
