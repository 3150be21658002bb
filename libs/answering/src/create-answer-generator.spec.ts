import { createAnswerGenerator } from './create-answer-generator';
import { OfflineAnswerGenerator } from './offline/offline-answer-generator';
import { OpenAiAnswerGenerator } from './openai/openai-answer-generator';

describe('createAnswerGenerator', () => {
  it('builds the offline answerer', () => {
    const generator = createAnswerGenerator({ provider: 'offline' });
    expect(generator).toBeInstanceOf(OfflineAnswerGenerator);
    expect(generator.kind).toBe('offline');
  });

  it('builds the openai answerer for any compatible base URL, without a key', () => {
    const generator = createAnswerGenerator({
      provider: 'openai',
      baseURL: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      timeoutMs: 5000,
    });
    expect(generator).toBeInstanceOf(OpenAiAnswerGenerator);
    expect(generator.kind).toBe('openai');
  });
});
