import { type AnswerGenerator } from './answer-generator.port';
import { OfflineAnswerGenerator } from './offline/offline-answer-generator';
import { OpenAiAnswerGenerator, type OpenAiAnswerGeneratorOptions } from './openai/openai-answer-generator';

export type AnswerGeneratorOptions =
  { provider: 'offline' } | ({ provider: 'openai' } & OpenAiAnswerGeneratorOptions);

/**
 * Picks the answerer from configuration (DESIGN.md section 1): `offline` for the embedded
 * default, `openai` for any OpenAI-compatible server (OpenAI, Ollama, vLLM).
 */
export function createAnswerGenerator(options: AnswerGeneratorOptions): AnswerGenerator {
  switch (options.provider) {
    case 'offline':
      return new OfflineAnswerGenerator();
    case 'openai': {
      const { provider: _provider, ...openai } = options;
      return new OpenAiAnswerGenerator(openai);
    }
  }
}
