import { sampleV2Answer } from '../testing/v2-answer.sample';
import { v2AnswerSchema } from './v2-answer.schema';

const paths = (input: unknown) => {
  const result = v2AnswerSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.join('.'));
};

describe('V2 answer schema', () => {
  it('accepts a complete answer with every block type', () => {
    expect(v2AnswerSchema.parse(sampleV2Answer)).toEqual(sampleV2Answer);
  });

  it('accepts sources with only a title', () => {
    expect(paths({ ...sampleV2Answer, sources: [{ title: 'NCC' }] })).toEqual([]);
  });

  it('allows at most 3 sources', () => {
    const source = { title: 'NCC' };
    expect(paths({ ...sampleV2Answer, sources: [source, source, source, source] })).toEqual(['sources']);
  });

  it.each([[-0.1], [1.1]])('keeps confidence within 0..1 (%s)', (confidence) => {
    expect(paths({ ...sampleV2Answer, confidence })).toEqual(['confidence']);
  });

  it('rejects an unknown block type', () => {
    expect(paths({ ...sampleV2Answer, blocks: [{ type: 'video', url: 'x' }] })).toEqual(['blocks.0.type']);
  });

  it('rejects a table row whose cell count differs from the headers', () => {
    const table = { type: 'table', caption: '', headers: ['a', 'b'], rows: [['1', '2'], ['3']], dense: true };
    expect(paths({ ...sampleV2Answer, blocks: [table] })).toEqual(['blocks.0.rows.1']);
  });

  it('requires the response parts', () => {
    const { next_steps: _omitted, ...response } = sampleV2Answer.response;
    expect(paths({ ...sampleV2Answer, response })).toEqual(['response.next_steps']);
  });

  it('strips keys it does not know instead of failing', () => {
    const parsed = v2AnswerSchema.parse({ ...sampleV2Answer, extra: 'ignored' });
    expect(parsed).not.toHaveProperty('extra');
  });
});
