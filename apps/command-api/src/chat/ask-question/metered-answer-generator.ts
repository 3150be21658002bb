import { type AnswerGenerator, AnswerGenerationError } from '@buildmentor/answering';
import { type ApiMetrics } from '../../shared/metrics/api-metrics';

/**
 * The answerer with a stopwatch: every answer's time and outcome (answered, failed, stopped), and its tokens when the model
 * server reports them, whichever answerer runs (a test's too). The handler asks the port and never
 * knows it is measured.
 */
export function meteredAnswerGenerator(answerer: AnswerGenerator, metrics: ApiMetrics): AnswerGenerator {
  return {
    kind: answerer.kind,
    async generate(request, options) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const generated = await answerer.generate(request, options);
        metrics.answerFinished(answerer.kind, 'answered', seconds(), generated.usage);
        return generated;
      } catch (error) {
        // A failed or stopped reply may still have cost tokens (a reply cut off at its limit).
        const usage = error instanceof AnswerGenerationError ? error.usage : undefined;
        const outcome = options?.signal?.aborted ? 'stopped' : 'failed';
        metrics.answerFinished(answerer.kind, outcome, seconds(), usage);
        throw error;
      }
    },
  };
}
