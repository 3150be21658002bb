import { answerToMarkdown, blockToMarkdown, tableToMarkdown } from './answer-markdown';

const answer = {
  title: 'Wet area waterproofing',
  summary: 'Internal wet areas follow AS 3740.',
  blocks: [
    {
      type: 'table' as const,
      caption: 'Falls',
      headers: ['Area', 'Fall'],
      rows: [['Shower', '1:60 to 1:80']],
      dense: false,
    },
  ],
  meta: { emoji: '🚿', schema: 'v2', mapped: false, schema_version: '2', suggested_actions: [] },
  sources: [{ title: 'Spec notes', page: 4, partner: 'Acme' }],
  response: {
    technical: 'Use a compliant membrane.',
    mentoring: 'Check the membrane certificate.',
    format: 'structured',
    next_steps: ['Confirm the wet area zones', 'Book the inspection'],
  },
};

describe('answerToMarkdown', () => {
  it('writes the three parts under the card titles, each once, with blocks and sources', () => {
    const markdown = answerToMarkdown(answer);
    expect(markdown).toBe(
      [
        '## 🚿 Wet area waterproofing',
        '_Internal wet areas follow AS 3740._',
        '### Technical Answer',
        'Use a compliant membrane.',
        '**Falls**\n\n| Area | Fall |\n| --- | --- |\n| Shower | 1:60 to 1:80 |',
        '### Mentoring Insight',
        'Check the membrane certificate.',
        '### Next Steps',
        '1. Confirm the wet area zones\n2. Book the inspection',
        '### Sources',
        '1. Spec notes, p. 4 (Acme)',
      ].join('\n\n') + '\n',
    );
  });

  it('leaves out a part with nothing in it', () => {
    const markdown = answerToMarkdown({
      ...answer,
      blocks: [],
      sources: [],
      response: { ...answer.response, mentoring: ' ', next_steps: [] },
    });
    expect(markdown).not.toContain('Mentoring Insight');
    expect(markdown).not.toContain('Next Steps');
    expect(markdown).not.toContain('Sources');
  });
});

describe('blockToMarkdown', () => {
  it('numbers ordered lists and bullets the others', () => {
    expect(blockToMarkdown({ type: 'list', ordered: true, items: ['a', 'b'] })).toBe('1. a\n2. b');
    expect(blockToMarkdown({ type: 'list', ordered: false, items: ['a'] })).toBe('- a');
  });

  it('quotes callouts line by line and fences code', () => {
    expect(blockToMarkdown({ type: 'callout', tone: 'info', text: 'one\ntwo' })).toBe('> one\n> two');
    expect(blockToMarkdown({ type: 'code', language: 'ts', code: 'x\n' })).toBe('```ts\nx\n```');
  });
});

describe('tableToMarkdown', () => {
  it('escapes pipes and flattens line breaks inside cells', () => {
    expect(tableToMarkdown(['a|b'], [['one\ntwo']])).toBe('| a\\|b |\n| --- |\n| one two |');
  });
});
