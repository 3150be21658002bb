import { type AnswerGenerator, type AnswerRequest, type V2AnswerBody } from '@buildmentor/answering';
import pLimit from 'p-limit';
import { type EvalCase } from './cases/eval-case.schema';
import { type CaseScores, DIMENSIONS, type Dimension, scoreCase } from './scorers/score-case';

/** The clock every request carries: answerers never read the clock, so runs are comparable. */
export const EVAL_NOW = '2026-01-15T00:00:00.000Z';

export interface CaseResult {
  id: string;
  sector: string;
  level: string;
  scores: CaseScores;
  total: number;
  /** Why the answerer failed; the case then scores 0. */
  error?: string;
}

export interface EvalReport {
  version: string;
  answerer: string;
  /** Mean of the case totals, errors counted as 0. */
  total: number;
  /** Mean of each dimension over the cases it applies to (and that produced an answer). */
  dimensions: Partial<Record<Dimension, number>>;
  cases: CaseResult[];
  errors: { id: string; error: string }[];
}

export interface RunOptions {
  version: string;
  answerer: string;
  /** Answers asked at once; 1 for the offline answerer, a few for a model server. */
  concurrency?: number;
  onCase?: (result: CaseResult) => void;
}

/** The ask as the API would send it for this case's asker, with the conversation's turns so far. */
export function requestFor(
  evalCase: EvalCase,
  history: readonly TurnSoFar[] = [],
  question = evalCase.question,
): AnswerRequest {
  const start = Date.parse(EVAL_NOW) - (evalCase.history.length + 1) * 60_000;
  return {
    question,
    conversationId: `eval-${evalCase.id}`,
    questionId: `eval-${evalCase.id}-q${history.length}`,
    userId: 'eval-user',
    tier: evalCase.tier,
    enhanced: evalCase.enhanced,
    profile: { ...evalCase.profile, customInstructions: '' },
    history: history.map((turn, index) => ({ ...turn, at: new Date(start + index * 60_000).toISOString() })),
    passages: evalCase.passages.map((passage) => ({ ...passage, scope: 'personal' as const })),
    now: EVAL_NOW,
  };
}

interface TurnSoFar {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * Asks the case's question, first replaying its conversation: an assistant turn the case leaves
 * blank is the answerer's own answer to the user turn before it (its technical part is what the
 * API keeps as the message's content), so a follow-up meets the answerer's real previous answer.
 */
async function askCase(
  generator: AnswerGenerator,
  evalCase: EvalCase,
): Promise<{ answer: V2AnswerBody; previousAnswer?: V2AnswerBody }> {
  const turns: TurnSoFar[] = [];
  let previousAnswer: V2AnswerBody | undefined;
  for (const turn of evalCase.history) {
    if (turn.content !== undefined) {
      turns.push({ role: turn.role, content: turn.content });
      continue;
    }
    const asked = turns.at(-1)!;
    ({ answer: previousAnswer } = await generator.generate(
      requestFor(evalCase, turns.slice(0, -1), asked.content),
    ));
    turns.push({ role: 'assistant', content: previousAnswer.response.technical });
  }
  const { answer } = await generator.generate(requestFor(evalCase, turns));
  return { answer, previousAnswer };
}

/**
 * Asks every case, scores each answer, and sums up. An answerer that fails (HTTP error, timeout,
 * invalid output) scores 0 on that case and is listed, so a flaky model cannot look better by
 * skipping its hard questions. Results keep the cases' order whatever order answers arrive in.
 */
export async function runEval(
  generator: AnswerGenerator,
  cases: readonly EvalCase[],
  options: RunOptions,
): Promise<EvalReport> {
  const limit = pLimit(Math.max(1, options.concurrency ?? 1));
  const results = await Promise.all(
    cases.map((evalCase) =>
      limit(async (): Promise<CaseResult> => {
        const base = {
          id: evalCase.id,
          sector: evalCase.profile.industrySectors[0]!,
          level: evalCase.profile.experienceLevel,
        };
        let result: CaseResult;
        try {
          const { answer, previousAnswer } = await askCase(generator, evalCase);
          result = { ...base, ...scoreCase(answer, evalCase, { previousAnswer }) };
        } catch (error) {
          result = {
            ...base,
            scores: {},
            total: 0,
            error: error instanceof Error ? error.message : String(error),
          };
        }
        options.onCase?.(result);
        return result;
      }),
    ),
  );
  return summarise(results, options);
}

function summarise(results: CaseResult[], options: RunOptions): EvalReport {
  const dimensions: Partial<Record<Dimension, number>> = {};
  for (const dimension of DIMENSIONS) {
    const values = results.flatMap((r) => (r.scores[dimension] ? [r.scores[dimension].score] : []));
    if (values.length > 0) dimensions[dimension] = mean(values);
  }
  return {
    version: options.version,
    answerer: options.answerer,
    total: mean(results.map((r) => r.total)),
    dimensions,
    cases: results,
    errors: results.flatMap((r) => (r.error !== undefined ? [{ id: r.id, error: r.error }] : [])),
  };
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
