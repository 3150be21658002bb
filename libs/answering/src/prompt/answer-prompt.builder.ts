import { type AnswerRequest } from '../answer-generator.port';
import { tierIntelligence } from '../intelligence/tier-intelligence';
import { selectHistory } from './history-window';
import { modelOutputJsonSchema } from './model-output.schema';
import { type NumberedPassage, numberPassages, renderPassagesBlock } from './passages-block';
import {
  askerSection,
  outputFormatSection,
  PERSONA,
  passagesSection,
  preferencesSection,
  RULES,
} from './system-prompt-sections';
import { tierSection } from './tier-section';

/** A chat-completions message; structurally compatible with the openai package's params. */
export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AnswerPrompt {
  /** System prompt, then the history turns, then the question with its passages. */
  messages: PromptMessage[];
  /** The passages the prompt carries, by the ids the model cites. */
  passages: NumberedPassage[];
  /** Whether the model was asked for project stage, workflow and consultant recommendations. */
  workflowIntelligence: boolean;
  /** The structured-output schema for this prompt. */
  jsonSchema: Record<string, unknown>;
}

/**
 * Builds the one prompt for a question (DESIGN.md section 4). Pure: the same request always gives
 * the same prompt. System prompt order: persona, rules, the asker (experience level table,
 * sectors, disciplines, company type), tier intelligence, how to treat passages, output format,
 * then the asker's own preferences, framed as lower priority than everything before them.
 */
export function buildAnswerPrompt(request: AnswerRequest): AnswerPrompt {
  const { workflowIntelligence } = tierIntelligence(request.tier);
  const jsonSchema = modelOutputJsonSchema(workflowIntelligence);
  const passages = numberPassages(request.passages);
  const preferences = preferencesSection(request.profile?.customInstructions);

  const system = [
    PERSONA,
    RULES,
    askerSection(request.profile),
    tierSection(request.tier, request.profile?.disciplines ?? []),
    passagesSection(passages.length),
    outputFormatSection(jsonSchema, workflowIntelligence),
    ...(preferences ? [preferences] : []),
  ].join('\n\n');

  const history = selectHistory(request.history, request.now).map((turn): PromptMessage => ({
    role: turn.role,
    content: turn.content,
  }));
  const block = renderPassagesBlock(passages);
  const question = `Question: ${request.question.trim()}`;
  const user: PromptMessage = { role: 'user', content: block ? `${block}\n\n${question}` : question };

  return {
    messages: [{ role: 'system', content: system }, ...history, user],
    passages,
    workflowIntelligence,
    jsonSchema,
  };
}
