import type { V2Answer } from '@buildmentor/contracts';
import { AnswerCard } from './answer-card';
import { AnswerSources } from './answer-sources';

/**
 * An answer as three cards: technical, mentoring and next steps (spec section 2). A card with
 * nothing to say is left out rather than shown empty.
 */
export function AnswerCards({ answer }: { answer: V2Answer }) {
  const { technical, mentoring, next_steps: nextSteps } = answer.response;
  return (
    <div className="answer">
      {answer.title && <h3 className="answer__title">{answer.title}</h3>}
      <AnswerCard kind="technical" content={technical} />
      {mentoring.trim() && <AnswerCard kind="mentoring" content={mentoring} />}
      {nextSteps.length > 0 && <AnswerCard kind="next-steps" steps={nextSteps} />}
      <AnswerSources sources={answer.sources} />
    </div>
  );
}
