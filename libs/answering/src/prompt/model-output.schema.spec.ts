import { modelReply } from '../testing/answer-request.fixture';
import {
  baseModelOutputSchema,
  modelOutputJsonSchema,
  workflowModelOutputSchema,
} from './model-output.schema';

/** Walks a JSON schema and collects what OpenAI strict mode would reject. */
function strictModeProblems(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => strictModeProblems(child, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as Record<string, unknown>;
  const problems: string[] = [];
  if (schema['type'] === 'object') {
    const keys = Object.keys((schema['properties'] as object) ?? {});
    if (schema['additionalProperties'] !== false) problems.push(`${path}: additionalProperties is not false`);
    const required = (schema['required'] as string[]) ?? [];
    if (keys.some((key) => !required.includes(key))) problems.push(`${path}: not every property is required`);
  }
  for (const keyword of ['const', 'oneOf', 'minLength', 'maxLength', '$schema']) {
    if (keyword in schema) problems.push(`${path}: uses ${keyword}`);
  }
  return [
    ...problems,
    ...Object.entries(schema).flatMap(([key, child]) => strictModeProblems(child, `${path}.${key}`)),
  ];
}

describe('model output schema', () => {
  it.each([false, true])('is a valid strict-mode JSON schema (workflow: %s)', (workflow) => {
    const schema = modelOutputJsonSchema(workflow);
    expect(schema['type']).toBe('object');
    expect(strictModeProblems(schema)).toEqual([]);
  });

  it('asks for the project stage only with workflow intelligence', () => {
    expect(JSON.stringify(modelOutputJsonSchema(false))).not.toContain('project_stage');
    expect(JSON.stringify(modelOutputJsonSchema(true))).toContain('"design_development"');
  });

  it('accepts a good reply and strips keys it did not ask for', () => {
    const parsed = workflowModelOutputSchema.parse({ ...modelReply(), chatter: 'extra' });
    expect(parsed).not.toHaveProperty('chatter');
    expect(parsed.project_stage).toBe('design_development');
  });

  it('rejects missing fields and wrong types', () => {
    const { technical: _missing, ...withoutTechnical } = modelReply();
    expect(baseModelOutputSchema.safeParse(withoutTechnical).success).toBe(false);
    expect(baseModelOutputSchema.safeParse(modelReply({ next_steps: 'one step' })).success).toBe(false);
    expect(workflowModelOutputSchema.safeParse(modelReply({ project_stage: 'demolition' })).success).toBe(
      false,
    );
  });
});
