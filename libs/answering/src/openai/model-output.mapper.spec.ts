import { AnswerGenerationError } from '../answer-generation.error';
import { buildAnswerPrompt } from '../prompt/answer-prompt.builder';
import { answerRequest, modelReply } from '../testing/answer-request.fixture';
import { v2AnswerBodySchema } from '../answer-generator.port';
import { parseModelReply, toGeneratedAnswer } from './model-output.mapper';

const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AnswerGenerationError);
    return (error as AnswerGenerationError).reason;
  }
  throw new Error('expected an AnswerGenerationError');
};

describe('parseModelReply', () => {
  it('parses a valid reply, also inside a Markdown fence', () => {
    expect(parseModelReply(JSON.stringify(modelReply()), true).title).toBe('Stair handrail height');
    expect(parseModelReply('```json\n' + JSON.stringify(modelReply()) + '\n```', true).title).toBe(
      'Stair handrail height',
    );
  });

  it('turns invalid JSON, missing fields, wrong types and empty answers into errors', () => {
    expect(reason(() => parseModelReply('{"title": "cut off', true))).toBe(
      'the model reply is not valid JSON',
    );
    expect(reason(() => parseModelReply(JSON.stringify(modelReply({ technical: undefined })), true))).toMatch(
      /does not match the answer schema: technical/,
    );
    expect(reason(() => parseModelReply(JSON.stringify(modelReply({ confidence: 'high' })), true))).toMatch(
      /confidence/,
    );
    expect(reason(() => parseModelReply(JSON.stringify(modelReply({ technical: '  ' })), true))).toBe(
      'the model reply has an empty technical answer',
    );
    expect(reason(() => parseModelReply('[]', false))).toMatch(/does not match/);
  });
});

describe('toGeneratedAnswer', () => {
  const prompt = buildAnswerPrompt(answerRequest());

  it('maps to a valid V2 answer with at most 3 resolved sources', () => {
    const { answer, projectStage } = toGeneratedAnswer(
      parseModelReply(JSON.stringify(modelReply()), true),
      prompt,
    );
    expect(v2AnswerBodySchema.safeParse(answer).success).toBe(true);
    expect(projectStage).toBe('design_development');
    expect(answer.sources).toEqual([
      { title: 'Stair design guide', document_id: 'doc-stairs', page: 12 },
      { title: 'Balustrade notes', document_id: 'doc-partner', page: 3, partner: 'Acme Balustrades Pty Ltd' },
      { title: 'Gutter sizing memo', document_id: 'doc-gutters' },
    ]);
    expect(answer.confidence).toBe(1);
    expect(answer.meta).toMatchObject({ schema: 'v2', schema_version: '2', mapped: false, emoji: '🪜' });
    expect(answer.meta.suggested_actions).toEqual([
      { label: 'What about landings?', payload: 'What about landings?' },
    ]);
    // The technical text is the text, not also a block (the card would show it twice).
    expect(answer.blocks.filter((block) => block.type === 'markdown')).toEqual([]);
    expect(answer.blocks[0]).toMatchObject({
      type: 'table',
      rows: [
        ['Handrail', '865 mm'],
        ['Balustrade', ''],
      ],
      dense: false,
    });
    expect(answer.response.technical).toBe(modelReply()['technical']);
    expect(answer.response.mentoring).toContain('**Project stage: Design development.**');
    expect(answer.response.mentoring).toContain('Access consultant for AS 1428.1.');
  });

  it('never attributes a personal document to a partner', () => {
    const { answer } = toGeneratedAnswer(
      parseModelReply(JSON.stringify(modelReply({ sources: ['P4'] })), true),
      prompt,
    );
    expect(answer.sources).toEqual([{ title: 'Fire door schedule', document_id: 'doc-fire', page: 2 }]);
  });

  it('ignores a stage for tiers without workflow intelligence', () => {
    const starter = buildAnswerPrompt(answerRequest({ tier: 'starter' }));
    const { answer, projectStage } = toGeneratedAnswer(
      parseModelReply(JSON.stringify(modelReply()), false),
      starter,
    );
    expect(projectStage).toBeNull();
    expect(answer.response.mentoring).toBe('Check the NCC edition first.');
  });

  it('clamps negative confidence and keeps no sources when none were given', () => {
    const bare = buildAnswerPrompt(answerRequest({ passages: [] }));
    const { answer } = toGeneratedAnswer(
      parseModelReply(JSON.stringify(modelReply({ confidence: -2 })), true),
      bare,
    );
    expect(answer.confidence).toBe(0);
    expect(answer.sources).toEqual([]);
  });
});
