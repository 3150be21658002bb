import type { ReactNode } from 'react';
import type { AnswerSource, V2Answer } from '@buildmentor/contracts';
import { technicalParts } from '@buildmentor/contracts/answer-parts';
import { WrenchIcon } from '../ui/icons';
import { AnswerCard } from './answer-card';
import { AnswerSources } from './answer-sources';
import { AnswerBlocks } from './blocks/answer-blocks';

/** The panel shown instead of an answer that is not a structured (V2) object (spec section 2). */
export function SchemaError() {
  return (
    <div className="schema-error" role="alert">
      <p className="schema-error__title">Schema Error - V2 Required</p>
      <p>This answer is not in the structured format, so it cannot be shown.</p>
    </div>
  );
}

export function isV2Answer(answer: unknown): answer is V2Answer {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return false;
  const response = (answer as { response?: unknown }).response;
  return typeof response === 'object' && response !== null;
}

/**
 * How a page shows an answer's sources. Sources differ by page: the chat opens a cited private
 * document, the public shared page has no document ids to open. The default is the plain list.
 */
export type RenderSources = (sources: readonly AnswerSource[]) => ReactNode;

const plainSources: RenderSources = (sources) => <AnswerSources sources={sources} />;

/**
 * An answer as three cards: technical (with its structured blocks), mentoring and next steps
 * (spec section 2). A card with nothing to say is left out rather than shown empty. Anything that
 * is not a V2 object gets the Schema Error panel.
 *
 * Each piece of text shows once (`technicalParts`): blocks repeating the technical text or the
 * next steps are left out, and so is the offline notice old answers carry, which the conversation
 * shows once instead. Recorded answers are shown as they are, so this cannot be left to answerers.
 * The chat and the public shared page both render answers with this one component.
 */
export function AnswerCards({
  answer,
  renderSources = plainSources,
}: {
  answer: unknown;
  renderSources?: RenderSources;
}) {
  if (!isV2Answer(answer)) return <SchemaError />;
  const { mentoring = '', next_steps: nextSteps = [] } = answer.response;
  const { technical, blocks } = technicalParts(
    {
      blocks: Array.isArray(answer.blocks) ? answer.blocks : [],
      response: { technical: answer.response.technical ?? '', next_steps: nextSteps },
    },
    { hideOfflineNotice: true },
  );
  return (
    <div className="answer">
      {answer.title && (
        // The card icon set, never `meta.emoji`: an emoji is an empty box without an emoji font.
        <h3 className="answer__title">
          <WrenchIcon className="answer__title-icon" />
          {answer.title}
        </h3>
      )}
      {answer.summary && <p className="answer__summary">{answer.summary}</p>}
      <AnswerCard kind="technical" content={technical}>
        <AnswerBlocks blocks={blocks} />
      </AnswerCard>
      {mentoring.trim() && <AnswerCard kind="mentoring" content={mentoring} />}
      {nextSteps.length > 0 && <AnswerCard kind="next-steps" steps={nextSteps} />}
      {renderSources(Array.isArray(answer.sources) ? answer.sources : [])}
    </div>
  );
}
