import { answerToMarkdown } from './answer-markdown';
import { normalizeText, OFFLINE_NOTICE, technicalParts } from './answer-parts';
import type { AnswerBlock } from './v2-answer.schema';

const response = (technical: string, next_steps: string[] = []) => ({ technical, next_steps });

/** An offline answer as recorded before issue 20: every piece of text in it at least twice. */
const body = 'Use a compliant membrane.\n\n> Falls of 1:60.\n>\n> [1] Spec notes, p. 4\n\nGeneral guidance:';
const oldOffline = {
  title: 'Wet areas',
  summary: 'AS 3740.',
  blocks: [
    { type: 'markdown', text: body },
    { type: 'list', ordered: false, items: ['Check the membrane certificate'] },
    { type: 'list', ordered: true, items: ['Confirm the zones', 'Book the inspection'] },
    { type: 'callout', tone: 'info', text: 'References: AS 3740.' },
    { type: 'callout', tone: 'warning', text: OFFLINE_NOTICE },
  ] satisfies AnswerBlock[],
  response: {
    technical: `${body}\n\n${OFFLINE_NOTICE}`,
    mentoring: 'Ask early.',
    format: 'structured',
    next_steps: ['Confirm the zones', 'Book the inspection'],
  },
};

describe('technicalParts', () => {
  it('leaves out a block repeating the text, a paragraph of it, or several of its paragraphs', () => {
    const blocks: AnswerBlock[] = [
      { type: 'markdown', text: 'One.\n\nTwo **bold**.' },
      { type: 'markdown', text: 'Two bold' },
      { type: 'callout', tone: 'info', text: 'One.' },
      { type: 'markdown', text: 'One.\n\nThree.' },
    ];
    const parts = technicalParts({ blocks, response: response('One.\n\nTwo **bold**.') });
    expect(parts.blocks).toEqual([{ type: 'markdown', text: 'One.\n\nThree.' }]);
  });

  it('leaves out a list of the next steps, keeps other lists', () => {
    const blocks: AnswerBlock[] = [
      { type: 'list', ordered: true, items: ['1. Confirm the zones', 'Book the inspection.'] },
      { type: 'list', ordered: false, items: ['Confirm the zones'] },
    ];
    const parts = technicalParts({
      blocks,
      response: response('Text', ['Confirm the zones', 'Book the inspection']),
    });
    expect(parts.blocks).toEqual([blocks[1]]);
  });

  it('compares code with fenced code, tables with GFM tables and images with their alt text', () => {
    const technical = [
      '```ts\nconst fall = 1 / 60;\n```',
      '| Area | Fall |\n| --- | --- |\n| Shower | 1:60 |',
      '![Shower plan](https://example.com/plan.png)',
    ].join('\n\n');
    const blocks: AnswerBlock[] = [
      { type: 'code', language: 'ts', code: 'const fall = 1 / 60;' },
      { type: 'table', caption: '', headers: ['Area', 'Fall'], rows: [['Shower', '1:60']], dense: false },
      { type: 'image', src: 'https://example.com/plan.png', alt: 'Shower plan', caption: '' },
      { type: 'other', content: 'const fall = 1 / 60;' },
    ];
    expect(technicalParts({ blocks, response: response(technical) }).blocks).toEqual([]);
  });

  it('leaves out a block that repeats an earlier block', () => {
    const callout: AnswerBlock = { type: 'callout', tone: 'tip', text: 'Seal the penetrations.' };
    expect(technicalParts({ blocks: [callout, callout], response: response('') }).blocks).toEqual([callout]);
  });

  it('keeps everything of a recorded old offline answer once, and can hide its notice', () => {
    const shown = technicalParts(oldOffline);
    expect(shown.technical).toBe(oldOffline.response.technical);
    expect(shown.blocks).toEqual([oldOffline.blocks[1], oldOffline.blocks[3]]);

    const hidden = technicalParts(oldOffline, { hideOfflineNotice: true });
    expect(hidden.technical).toBe(body);
    expect(hidden.blocks).toEqual([oldOffline.blocks[1], oldOffline.blocks[3]]);
  });

  it('copies an old offline answer as Markdown with each piece once', () => {
    const markdown = answerToMarkdown(oldOffline);
    for (const text of ['Use a compliant membrane.', 'Check the membrane certificate', 'Confirm the zones'])
      expect(markdown.split(text)).toHaveLength(2);
    expect(markdown.split(OFFLINE_NOTICE)).toHaveLength(2);
  });
});

describe('normalizeText', () => {
  it('drops Markdown marks, punctuation, link targets and spacing', () => {
    expect(normalizeText('> **Section 7**  applies: see [NCC](https://ncc.abcb.gov.au).')).toBe(
      'section 7 applies see ncc',
    );
  });
});
