import { AnswerFeedback } from './answer-feedback';
import { ContributionPanel } from './contribution-panel';
import '../../../styles/feedback.css';

/** What sits under each finished answer: thumbs up/down with a comment, and Contribute knowledge. */
export function AnswerActions({
  messageId,
  conversationId,
}: {
  messageId: string;
  conversationId: string | null;
}) {
  return (
    <div className="answer-actions">
      <AnswerFeedback messageId={messageId} conversationId={conversationId} />
      <ContributionPanel messageId={messageId} conversationId={conversationId} />
    </div>
  );
}
