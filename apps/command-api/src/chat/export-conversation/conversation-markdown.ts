import {
  answerToMarkdown,
  BUSINESS_TIME_ZONE,
  CHAT_FAILURE_MESSAGE,
  type V2Answer,
} from '@buildmentor/contracts';

/** One turn as the export writes it: the question, then its answer (or why there is none). */
export interface ExportedMessage {
  role: 'user' | 'assistant';
  status: 'asked' | 'answered' | 'failed' | 'stopped';
  content: string;
  timestamp: string;
  answer: V2Answer | null;
}

export interface ExportedConversation {
  title: string;
  productName: string;
  exportedAt: Date;
  messages: readonly ExportedMessage[];
}

const dateTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});
const day = new Intl.DateTimeFormat('en-AU', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long' });

/**
 * A conversation as one Markdown document: its title, when it was exported, then each question
 * (numbered, quoted) followed by its answer as `answerToMarkdown` writes it (the three parts,
 * tables as GFM tables, sources). Dates are the business time zone's, as every date we show.
 */
export function conversationToMarkdown({
  title,
  productName,
  exportedAt,
  messages,
}: ExportedConversation): string {
  const parts = [
    `# ${oneLine(title) || 'Conversation'}`,
    `_Exported from ${productName} on ${day.format(exportedAt)}._`,
  ];
  let questionNumber = 0;
  for (const message of messages) {
    if (message.role === 'user') {
      questionNumber += 1;
      parts.push(
        '---',
        `## Question ${questionNumber}`,
        `_${dateTime.format(new Date(message.timestamp))}_`,
        quote(message.content),
      );
    } else if (message.answer) {
      parts.push(answerToMarkdown(message.answer, 3).trimEnd());
    } else if (message.status === 'failed') {
      parts.push(`_${CHAT_FAILURE_MESSAGE}_`);
    } else if (message.status === 'stopped') {
      // What arrived before the asker stopped it, said to be incomplete.
      parts.push(
        ...(message.content.trim() ? [message.content.trim()] : []),
        '_Stopped before it finished._',
      );
    }
  }
  return `${parts.join('\n\n')}\n`;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();
const quote = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');

/**
 * The download's file name: the title without what a file system or a header would trip on
 * (path separators, reserved characters, controls), at most 80 characters; `conversation` when
 * nothing is left. `contentDisposition` makes the header itself safe.
 */
export function exportFileName(title: string): string {
  const safe = title
    .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .replace(/[ .]+$/, '');
  return `${safe || 'conversation'}.md`;
}
