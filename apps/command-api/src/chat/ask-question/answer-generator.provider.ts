import { type Provider } from '@nestjs/common';
import { ANSWER_GENERATOR, type AnswerGenerator, createAnswerGenerator } from '@buildmentor/answering';
import { type AppConfig } from '@buildmentor/config';
import { CONFIG, OVERRIDES } from '../../infrastructure/tokens';
import { ApiMetrics } from '../../shared/metrics/api-metrics';
import { meteredAnswerGenerator } from './metered-answer-generator';

export interface AnswerGeneratorOverride {
  /** Tests swap in an answerer that fails or is slow; production picks one from the config. */
  answerGenerator?: AnswerGenerator;
}

/** The LLM adapter the config chooses (DESIGN.md section 4), unless a test swaps in its own; metered. */
export const answerGeneratorProvider: Provider = {
  provide: ANSWER_GENERATOR,
  inject: [OVERRIDES, CONFIG, ApiMetrics],
  useFactory: (overrides: AnswerGeneratorOverride, config: AppConfig, metrics: ApiMetrics) =>
    meteredAnswerGenerator(overrides.answerGenerator ?? answerGeneratorFor(config), metrics),
};

function answerGeneratorFor(config: AppConfig): AnswerGenerator {
  if (config.LLM_PROVIDER === 'offline') return createAnswerGenerator({ provider: 'offline' });
  return createAnswerGenerator({
    provider: 'openai',
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    maxCompletionTokens: config.OPENAI_MAX_COMPLETION_TOKENS,
  });
}
