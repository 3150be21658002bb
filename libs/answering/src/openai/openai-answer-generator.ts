import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AnswerGenerationError, shortReason } from '../answer-generation.error';
import {
  type AnswerGenerator,
  type AnswerRequest,
  type AnswerUsage,
  type GeneratedAnswer,
  type GenerateOptions,
} from '../answer-generator.port';
import { type AnswerPrompt, buildAnswerPrompt } from '../prompt/answer-prompt.builder';
import { Deadline } from './deadline';
import { FieldDeltaStreamer } from './field-delta-streamer';
import { parseModelReply, toGeneratedAnswer } from './model-output.mapper';

export interface OpenAiAnswerGeneratorOptions {
  /** Absent for local servers (Ollama, vLLM) that need none; a placeholder is sent then. */
  apiKey?: string;
  /** Any OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1 for Ollama. */
  baseURL?: string;
  model: string;
  /** Budget for the whole generation, streaming included. Default 60 s. */
  timeoutMs?: number;
  /** Retries of connection errors, 408/409/429 and 5xx inside the budget. Default 1. */
  maxRetries?: number;
  /** Left unset by default: some models accept only their default temperature. */
  temperature?: number;
  /** `max_completion_tokens` on every request when set: the most tokens one answer may cost. */
  maxCompletionTokens?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const PLACEHOLDER_API_KEY = 'not-needed';
const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * The production LLM adapter: chat completions with structured output (a strict JSON schema),
 * streamed when the caller wants deltas. The reply is validated by the model-output schema and
 * again as a V2 answer; any failure rejects with an AnswerGenerationError, never a half answer.
 */
export class OpenAiAnswerGenerator implements AnswerGenerator {
  readonly kind = 'openai' as const;
  private readonly client: OpenAI;
  private readonly timeoutMs: number;

  constructor(private readonly options: OpenAiAnswerGeneratorOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // Explicit key and base URL: configuration comes from the validated app config, not from
    // environment variables the SDK would otherwise read on its own.
    this.client = new OpenAI({
      apiKey: options.apiKey || PLACEHOLDER_API_KEY,
      baseURL: options.baseURL || OPENAI_BASE_URL,
      timeout: this.timeoutMs,
      maxRetries: options.maxRetries ?? 1,
    });
  }

  async generate(request: AnswerRequest, options: GenerateOptions = {}): Promise<GeneratedAnswer> {
    const deadline = new Deadline(this.timeoutMs, options.signal);
    // Known once the model replied: a reply that then fails validation still cost its tokens.
    let usage: AnswerUsage | undefined;
    try {
      const prompt = buildAnswerPrompt(request);
      if (!options.onDelta) {
        const reply = await this.complete(prompt, deadline);
        usage = reply.usage;
        return withUsage(
          toGeneratedAnswer(parseModelReply(reply.content, prompt.workflowIntelligence), prompt),
          usage,
        );
      }

      const streamer = new FieldDeltaStreamer('technical', options.onDelta);
      usage = await this.stream(prompt, deadline, streamer);
      const generated = toGeneratedAnswer(
        parseModelReply(streamer.content, prompt.workflowIntelligence),
        prompt,
      );
      if (!streamer.finish(generated.answer.response.technical)) {
        throw new AnswerGenerationError('the streamed technical text differs from the final reply');
      }
      return withUsage(generated, usage);
    } catch (error) {
      const failure = toAnswerGenerationError(error, deadline);
      throw failure.usage || !usage
        ? failure
        : new AnswerGenerationError(failure.reason, { cause: error, usage });
    } finally {
      deadline.clear();
    }
  }

  private params(prompt: AnswerPrompt) {
    return {
      model: this.options.model,
      messages: prompt.messages,
      response_format: {
        type: 'json_schema' as const,
        json_schema: { name: 'buildmentor_answer', strict: true, schema: prompt.jsonSchema },
      },
      ...(this.options.temperature !== undefined ? { temperature: this.options.temperature } : {}),
      ...(this.options.maxCompletionTokens !== undefined
        ? { max_completion_tokens: this.options.maxCompletionTokens }
        : {}),
    };
  }

  private async complete(
    prompt: AnswerPrompt,
    deadline: Deadline,
  ): Promise<{ content: string; usage: AnswerUsage | undefined }> {
    const completion = await this.client.chat.completions.create(
      { ...this.params(prompt), stream: false },
      { signal: deadline.signal },
    );
    const choice = completion.choices?.[0];
    if (!choice) throw new AnswerGenerationError('the model reply has no choices');
    if (choice.message.refusal)
      throw new AnswerGenerationError(`the model refused: ${shortReason(choice.message.refusal, 200)}`, {
        usage: usageOf(completion.usage),
      });
    const usage = usageOf(completion.usage);
    checkFinish(choice.finish_reason, usage);
    return { content: choice.message.content ?? '', usage };
  }

  private async stream(
    prompt: AnswerPrompt,
    deadline: Deadline,
    streamer: FieldDeltaStreamer,
  ): Promise<AnswerUsage | undefined> {
    // include_usage: the server adds one last chunk, with no choices, that carries the token counts.
    const stream = await this.client.chat.completions.create(
      { ...this.params(prompt), stream: true, stream_options: { include_usage: true } },
      { signal: deadline.signal },
    );
    let refusal = '';
    let finish: string | null = null;
    let usage: AnswerUsage | undefined;
    for await (const chunk of stream) {
      usage = usageOf(chunk.usage) ?? usage;
      const choice = chunk.choices?.[0];
      if (!choice) continue;
      if (choice.delta?.refusal) refusal += choice.delta.refusal;
      if (choice.delta?.content) streamer.push(choice.delta.content);
      if (choice.finish_reason) finish = choice.finish_reason;
    }
    // The SDK ends an aborted stream quietly instead of throwing; make the abort visible.
    if (deadline.signal.aborted) throw new APIUserAbortError();
    if (refusal)
      throw new AnswerGenerationError(`the model refused: ${shortReason(refusal, 200)}`, { usage });
    checkFinish(finish, usage);
    return usage;
  }
}

/** The token counts a server reported (some OpenAI-compatible servers report none). */
function usageOf(
  usage: { prompt_tokens: number; completion_tokens: number } | null | undefined,
): AnswerUsage | undefined {
  return usage ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens } : undefined;
}

const withUsage = (generated: GeneratedAnswer, usage: AnswerUsage | undefined): GeneratedAnswer =>
  usage ? { ...generated, usage } : generated;

/** A reply cut off or withheld still cost its tokens: the error carries them to be recorded. */
function checkFinish(reason: string | null, usage: AnswerUsage | undefined): void {
  if (reason === 'length')
    throw new AnswerGenerationError('the model reply was cut off (finish_reason: length)', { usage });
  if (reason === 'content_filter')
    throw new AnswerGenerationError('the model reply was withheld by a content filter', { usage });
}

function toAnswerGenerationError(error: unknown, deadline: Deadline): AnswerGenerationError {
  if (error instanceof AnswerGenerationError) return error;
  const cause = { cause: error };
  if (deadline.timedOut || error instanceof APIConnectionTimeoutError) {
    return new AnswerGenerationError(`the model server did not answer within ${deadline.ms} ms`, cause);
  }
  if (deadline.cancelled || error instanceof APIUserAbortError)
    return new AnswerGenerationError('the answer was cancelled', cause);
  if (error instanceof APIError && error.status !== undefined) {
    return new AnswerGenerationError(
      shortReason(`the model server answered HTTP ${error.status}: ${error.message}`),
      cause,
    );
  }
  if (error instanceof APIConnectionError)
    return new AnswerGenerationError('could not reach the model server', cause);
  const message = error instanceof Error ? error.message : String(error);
  return new AnswerGenerationError(shortReason(`answer generation failed: ${message}`), cause);
}
