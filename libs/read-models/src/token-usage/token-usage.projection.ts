import { businessDay } from '@buildmentor/domain';
import { eventTypes, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `token_usage`: the model tokens each user's answers cost, one document per user and business
 * day (`<userId>:<day>`), from the usage the model server reported on AnswerGenerated,
 * AnswerFailed and AnswerStopped. Answers with no reported usage (the offline answerer) add
 * nothing. Admin analytics reads it per day and per user.
 */
export interface TokenUsageDoc extends ReadModelDoc {
  user_id: string;
  /** The Australia/Sydney business day of the answers. */
  day: string;
  prompt_tokens: number;
  completion_tokens: number;
  /** Answers (generated, failed or stopped) whose usage is counted. */
  answers: number;
}

export const TOKEN_USAGE = readModel<TokenUsageDoc>('token_usage');

const USAGE_EVENTS = eventTypes('AnswerGenerated', 'AnswerFailed', 'AnswerStopped');

/** The reported usage of an answer event, or undefined. */
function usageOf(event: AnyProjectedEvent) {
  if (event.type === 'AnswerGenerated' || event.type === 'AnswerFailed' || event.type === 'AnswerStopped')
    return event.data.usage;
  return undefined;
}

function evolveTokenUsage(
  doc: TokenUsageDoc | null,
  event: AnyProjectedEvent,
  id: string,
): TokenUsageDoc | null {
  const usage = usageOf(event);
  if (!usage || !('userId' in event.data)) return doc;
  const current = doc ?? {
    _id: id,
    _position: 0,
    user_id: event.data.userId,
    day: businessDay(event.metadata.at),
    prompt_tokens: 0,
    completion_tokens: 0,
    answers: 0,
  };
  return {
    ...current,
    prompt_tokens: current.prompt_tokens + usage.promptTokens,
    completion_tokens: current.completion_tokens + usage.completionTokens,
    answers: current.answers + 1,
  };
}

export const tokenUsageProjection: Projection<TokenUsageDoc> = {
  readModel: TOKEN_USAGE,
  handles: USAGE_EVENTS,
  documentIds: (event) => {
    if (!usageOf(event) || !('userId' in event.data)) return [];
    return [`${event.data.userId}:${businessDay(event.metadata.at)}`];
  },
  evolve: evolveTokenUsage,
  indexes: [{ keys: { day: 1 } }, { keys: { user_id: 1, day: 1 } }],
};
