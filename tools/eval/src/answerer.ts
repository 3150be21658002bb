import { type AnswerGenerator, createAnswerGenerator } from '@buildmentor/answering';
import { type AppConfig } from '@buildmentor/config';

/**
 * The answerer the app config chooses, built the way the API builds it
 * (apps/command-api/src/chat/ask-question/answer-generator.provider.ts): the offline one by
 * default, or any OpenAI-compatible model through the production adapter, so what the evaluation
 * scores is what users would get. Tools may not import the API's providers (they drag NestJS in),
 * hence these few lines twice.
 */
export function answererFromConfig(config: AppConfig): AnswerGenerator {
  if (config.LLM_PROVIDER === 'offline') return createAnswerGenerator({ provider: 'offline' });
  return createAnswerGenerator({
    provider: 'openai',
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
}

/** What the report says was scored: "offline", or "openai:<model> at <base URL>". */
export function answererLabel(config: AppConfig): string {
  if (config.LLM_PROVIDER === 'offline') return 'offline';
  return `openai:${config.OPENAI_MODEL}${config.OPENAI_BASE_URL ? ` at ${config.OPENAI_BASE_URL}` : ''}`;
}
