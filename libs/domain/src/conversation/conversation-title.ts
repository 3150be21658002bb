import { CONVERSATION_TITLE_MAX_LENGTH } from '@buildmentor/contracts';

/**
 * A conversation's title is its first question, shortened for the sidebar: whitespace collapsed,
 * cut at the last word boundary within CONVERSATION_TITLE_MAX_LENGTH characters, with an ellipsis
 * when something was cut. A boundary in the first half would leave a stub ("What is a…"), so a
 * single very long word is cut mid-word instead.
 */
export function makeConversationTitle(question: string, maxLength = CONVERSATION_TITLE_MAX_LENGTH): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  // One character past the limit shows whether the cut falls exactly on a space.
  const window = text.slice(0, maxLength + 1);
  const boundary = window.lastIndexOf(' ');
  const head = boundary >= maxLength / 2 ? window.slice(0, boundary) : text.slice(0, maxLength);
  // Trailing punctuation before an ellipsis reads badly ("handrail,…").
  return `${head.replace(/[\s.,;:!?\-–—]+$/u, '')}…`;
}
