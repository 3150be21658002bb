import { AnswerGenerationError } from '../answer-generation.error';
import {
  type AnswerGenerator,
  type AnswerRequest,
  type GeneratedAnswer,
  type GenerateOptions,
} from '../answer-generator.port';
import { composeOfflineAnswer } from './offline-answer.composer';

export { OFFLINE_NOTICE } from './offline-answer.composer';

/**
 * The embedded default LLM adapter: deterministic, no network. It composes the answer from the
 * conversation, the retrieved passages and its built-in topic table (see composeOfflineAnswer),
 * says plainly when it has no grounded answer (and marks that answer not chargeable), and streams
 * the technical text paragraph by paragraph so the SSE endpoint behaves the same as with a real
 * model. The answer itself carries no offline notice: the generator kind `offline` is recorded
 * with it, and the UI says so once per conversation.
 */
export class OfflineAnswerGenerator implements AnswerGenerator {
  readonly kind = 'offline' as const;

  async generate(request: AnswerRequest, options: GenerateOptions = {}): Promise<GeneratedAnswer> {
    throwIfCancelled(options.signal);
    const generated = composeOfflineAnswer(request);
    if (options.onDelta) {
      for (const chunk of paragraphChunks(generated.answer.response.technical)) {
        options.onDelta(chunk);
        // Yield between chunks so an SSE response can flush each one, and a cancel can land.
        await new Promise<void>((resolve) => setImmediate(resolve));
        throwIfCancelled(options.signal);
      }
    }
    return generated;
  }
}

/** Paragraphs with their separators kept, so the chunks join back to the exact text. */
export function paragraphChunks(text: string): string[] {
  return text.split(/(?<=\n\n)/).filter((chunk) => chunk.length > 0);
}

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AnswerGenerationError('the answer was cancelled');
}
