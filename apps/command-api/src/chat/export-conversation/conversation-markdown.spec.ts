import { answerToMarkdown, CHAT_FAILURE_MESSAGE } from '@buildmentor/contracts';
import { sampleV2Answer } from '@buildmentor/contracts/testing';
import { conversationToMarkdown, exportFileName, type ExportedMessage } from './conversation-markdown';

const question = (content: string, timestamp = '2026-03-01T23:30:00.000Z'): ExportedMessage => ({
  role: 'user',
  status: 'asked',
  content,
  timestamp,
  answer: null,
});

describe('conversationToMarkdown', () => {
  const markdown = conversationToMarkdown({
    title: 'Stair handrail\nheight',
    productName: 'BuildMentor',
    exportedAt: new Date('2026-03-02T01:00:00.000Z'),
    messages: [
      question('What is the handrail height?\nFor a Class 2 stair.'),
      { role: 'assistant', status: 'answered', content: '', timestamp: '', answer: sampleV2Answer },
      question('And for a ramp?', '2026-03-02T00:10:00.000Z'),
      { role: 'assistant', status: 'failed', content: '', timestamp: '', answer: null },
      question('Still waiting?'),
    ],
  });

  it('starts with the title and the export date (Sydney time)', () => {
    expect(
      markdown.startsWith('# Stair handrail height\n\n_Exported from BuildMentor on 2 March 2026._\n\n'),
    ).toBe(true);
  });

  it('numbers and quotes each question with its time, then writes its answer as answerToMarkdown does', () => {
    expect(markdown).toContain(
      '---\n\n## Question 1\n\n_2 March 2026 at 10:30 am_\n\n> What is the handrail height?\n> For a Class 2 stair.\n\n',
    );
    expect(markdown).toContain(answerToMarkdown(sampleV2Answer, 3).trimEnd());
    expect(markdown).toContain('#### Technical Answer');
    expect(markdown).toContain('| Stairs | 865 |');
    expect(markdown).toContain('#### Sources');
  });

  it('says a failed answer failed and leaves an unanswered question without an answer', () => {
    expect(markdown).toContain(
      `## Question 2\n\n_2 March 2026 at 11:10 am_\n\n> And for a ramp?\n\n_${CHAT_FAILURE_MESSAGE}_`,
    );
    expect(markdown.trimEnd().endsWith('> Still waiting?')).toBe(true);
  });

  it('never names a private document id', () => {
    expect(markdown).not.toContain('doc-1');
  });
});

describe('exportFileName', () => {
  it.each([
    ['Stair handrail height', 'Stair handrail height.md'],
    ['a/b\\c:"d"*?<>|e', 'a b c d e.md'],
    ['line\nbreak\u0007', 'line break.md'],
    ['   ', 'conversation.md'],
    ['Ends with dots...', 'Ends with dots.md'],
    ['x'.repeat(200), `${'x'.repeat(80)}.md`],
  ])('%j -> %j', (title, expected) => {
    expect(exportFileName(title)).toBe(expected);
  });
});
