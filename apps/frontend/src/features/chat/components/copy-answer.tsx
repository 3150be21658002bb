import { answerToMarkdown } from '@buildmentor/contracts/answer-markdown';
import { isV2Answer } from '../../../components/answer/answer-cards';
import { useClipboardCopy } from '../../../components/answer/use-clipboard-copy';

/**
 * Copy as Markdown: the whole answer (its three parts, tables and sources, each piece once) on the
 * clipboard, as `answerToMarkdown` writes it. The button says Copied for 2 seconds, and a status
 * line tells screen readers the same. No button for an answer that is not a V2 object.
 */
export function CopyAnswer({ answer }: { answer: unknown }) {
  const { state, copy } = useClipboardCopy();
  if (!isV2Answer(answer)) return null;
  return (
    <div className="answer-copy">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => void copy(() => answerToMarkdown(answer))}
      >
        {state === 'copied' ? 'Copied' : 'Copy as Markdown'}
      </button>
      <span className="answer-copy__status" role="status">
        {state === 'copied'
          ? 'Answer copied as Markdown'
          : state === 'failed'
            ? 'Could not copy the answer'
            : ''}
      </span>
    </div>
  );
}
