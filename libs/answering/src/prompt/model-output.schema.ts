import { CALLOUT_TONES } from '@buildmentor/contracts';
import { z } from 'zod';
import { PROJECT_STAGE_IDS } from '../intelligence/project-stages';

/**
 * What the model fills in: the V2 answer's content fields, without the parts we compute (meta,
 * markdown block, resolved sources). It doubles as the structured-output JSON schema, so it keeps
 * to what OpenAI strict mode accepts: every property required, no additional properties, enums
 * instead of consts, no length keywords (emptiness is checked after parsing). Parsing strips
 * unknown keys (zod's default), so a chatty local model that adds a field still answers.
 */
const block = z.union([
  z.object({ type: z.enum(['list']), ordered: z.boolean(), items: z.array(z.string()) }),
  z.object({
    type: z.enum(['table']),
    caption: z.string(),
    headers: z.array(z.string()),
    rows: z.array(z.array(z.string())),
  }),
  z.object({ type: z.enum(['callout']), tone: z.enum(CALLOUT_TONES), text: z.string() }),
  z.object({ type: z.enum(['code']), language: z.string(), code: z.string() }),
]);

// Field order matters for streaming: the model writes fields in schema order, so `technical`
// comes early and the user sees text soon after the request starts.
export const baseModelOutputSchema = z.object({
  title: z.string().describe('Short title of the answer'),
  emoji: z.string().describe('One emoji for the topic'),
  summary: z.string().describe('One or two sentences answering the question'),
  technical: z.string().describe('The technical answer in Markdown, with citations like [P1]'),
  mentoring: z.string().describe('Mentoring advice adapted to the experience level, Markdown'),
  next_steps: z.array(z.string()).describe('Concrete next steps, in order'),
  blocks: z.array(block).describe('Optional extra blocks: checklists, tables, warnings'),
  sources: z.array(z.string()).describe('Ids of the reference passages relied on (e.g. "P1"), at most 3'),
  confidence: z.number().describe('Confidence from 0 to 1'),
  follow_up_questions: z.array(z.string()).describe('Up to 3 useful follow-up questions'),
});

export const workflowModelOutputSchema = baseModelOutputSchema.extend({
  project_stage: z.enum(PROJECT_STAGE_IDS).nullable().describe('Detected project stage id, or null'),
  workflow_recommendations: z.array(z.string()).describe('Workflow steps for this stage'),
  consultant_recommendations: z.array(z.string()).describe('Consultants to involve and why'),
});

export type ModelOutputBlock = z.infer<typeof block>;
export type BaseModelOutput = z.infer<typeof baseModelOutputSchema>;
export type WorkflowModelOutput = z.infer<typeof workflowModelOutputSchema>;
export type ModelOutput = BaseModelOutput & Partial<Omit<WorkflowModelOutput, keyof BaseModelOutput>>;

export function modelOutputSchemaFor(workflowIntelligence: boolean) {
  return workflowIntelligence ? workflowModelOutputSchema : baseModelOutputSchema;
}

const jsonSchemas = new Map<boolean, Record<string, unknown>>();

/** The JSON schema sent as `response_format.json_schema.schema` (and shown in the prompt). */
export function modelOutputJsonSchema(workflowIntelligence: boolean): Record<string, unknown> {
  let schema = jsonSchemas.get(workflowIntelligence);
  if (!schema) {
    // `$schema` names the draft; OpenAI does not want it inside response_format.
    const { $schema: _draft, ...rest } = z.toJSONSchema(modelOutputSchemaFor(workflowIntelligence)) as Record<
      string,
      unknown
    >;
    schema = rest;
    jsonSchemas.set(workflowIntelligence, schema);
  }
  return schema;
}
