import { type AnswerBlock } from '@buildmentor/contracts';
import { type z } from 'zod';
import { AnswerGenerationError } from '../answer-generation.error';
import { type GeneratedAnswer, v2AnswerBodySchema } from '../answer-generator.port';
import { resolveSources } from '../answer-sources';
import { renderWorkflowAdvice } from '../intelligence/workflow-advice';
import { type AnswerPrompt } from '../prompt/answer-prompt.builder';
import { type ModelOutput, type ModelOutputBlock, modelOutputSchemaFor } from '../prompt/model-output.schema';

/** Parses and validates the model's reply; anything off becomes an AnswerGenerationError. */
export function parseModelReply(content: string, workflowIntelligence: boolean): ModelOutput {
  let json: unknown;
  try {
    // Some local models wrap JSON in a Markdown fence even in JSON mode.
    json = JSON.parse(
      content
        .trim()
        .replace(/^```(?:json)?\s*/i, '')
        .replace(/\s*```$/, ''),
    );
  } catch {
    throw new AnswerGenerationError('the model reply is not valid JSON');
  }
  const result = modelOutputSchemaFor(workflowIntelligence).safeParse(json);
  if (!result.success)
    throw new AnswerGenerationError(
      `the model reply does not match the answer schema: ${describe(result.error)}`,
    );
  if (!result.data.technical.trim())
    throw new AnswerGenerationError('the model reply has an empty technical answer');
  return result.data;
}

/**
 * Maps validated model output to the V2 answer: the technical text is `response.technical` only
 * (a markdown block repeating it showed it twice), passage ids become at most 3 resolved sources, confidence is clamped, and workflow
 * advice (Pro and above) is appended to mentoring. The result is checked against the contracts
 * schema before it leaves, so the handler never records an answer it cannot parse.
 */
export function toGeneratedAnswer(output: ModelOutput, prompt: AnswerPrompt): GeneratedAnswer {
  const projectStage = prompt.workflowIntelligence ? (output.project_stage ?? null) : null;
  const blocks: AnswerBlock[] = output.blocks.slice(0, 6).flatMap(toBlock);
  let mentoring = output.mentoring.trim();
  if (prompt.workflowIntelligence) {
    const advice = renderWorkflowAdvice({
      stage: projectStage,
      workflow: (output.workflow_recommendations ?? []).slice(0, 5),
      consultants: (output.consultant_recommendations ?? []).slice(0, 5),
    });
    mentoring = [mentoring, advice.markdown].filter(Boolean).join('\n\n');
    blocks.push(...advice.blocks);
  }
  const body = {
    title: output.title.trim() || output.summary.trim().slice(0, 80) || 'Answer',
    summary: output.summary.trim(),
    blocks,
    meta: {
      emoji: Array.from(output.emoji.trim()).slice(0, 4).join('') || '🏗️',
      schema: 'v2',
      mapped: false,
      schema_version: '2',
      suggested_actions: nonEmpty(output.follow_up_questions)
        .slice(0, 3)
        .map((q) => ({ label: q, payload: q })),
    },
    sources: resolveSources(output.sources, new Map(prompt.passages.map(({ id, passage }) => [id, passage]))),
    confidence: Number.isFinite(output.confidence) ? Math.min(1, Math.max(0, output.confidence)) : 0,
    response: {
      technical: output.technical,
      mentoring,
      format: 'structured',
      next_steps: nonEmpty(output.next_steps).slice(0, 8),
    },
  };
  const result = v2AnswerBodySchema.safeParse(body);
  if (!result.success)
    throw new AnswerGenerationError(`the mapped answer fails the V2 schema: ${describe(result.error)}`);
  return { answer: result.data, projectStage };
}

function toBlock(block: ModelOutputBlock): AnswerBlock[] {
  switch (block.type) {
    case 'list': {
      const items = nonEmpty(block.items);
      return items.length > 0 ? [{ type: 'list', ordered: block.ordered, items }] : [];
    }
    case 'table': {
      // Copy and CSV export need rectangular rows: pad or cut each row to the header count.
      const width = block.headers.length;
      const rows =
        width === 0
          ? block.rows
          : block.rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
      return [{ type: 'table', caption: block.caption, headers: block.headers, rows, dense: false }];
    }
    case 'callout':
      return block.text.trim() ? [{ type: 'callout', tone: block.tone, text: block.text.trim() }] : [];
    case 'code':
      return [{ type: 'code', language: block.language, code: block.code }];
  }
}

const nonEmpty = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}
