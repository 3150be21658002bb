import { type AnswerBlock } from '@buildmentor/contracts';
import { type V2AnswerBody } from '@buildmentor/answering';

/** The text of one block, as a reader sees it. */
function blockText(block: AnswerBlock): string {
  switch (block.type) {
    case 'markdown':
    case 'callout':
      return block.text;
    case 'list':
      return block.items.join('\n');
    case 'code':
      return block.code;
    case 'table':
      return [block.caption, block.headers.join(' | '), ...block.rows.map((row) => row.join(' | '))].join(
        '\n',
      );
    case 'image':
      return `${block.alt} ${block.caption}`;
    case 'other':
      return typeof block.content === 'string' ? block.content : JSON.stringify(block.content ?? '');
  }
}

/** Everything the asker reads in an answer: title, summary, the three parts, blocks and source titles. */
export function answerText(answer: V2AnswerBody): string {
  return [
    answer.title,
    answer.summary,
    answer.response.technical,
    answer.response.mentoring,
    ...answer.response.next_steps,
    ...answer.blocks.map(blockText),
  ].join('\n');
}

export const wordCount = (text: string) =>
  text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
