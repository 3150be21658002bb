import { useId, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { LightbulbIcon, StepsIcon, WrenchIcon } from '../ui/icons';
import { resolveNextSteps } from './split-numbered-steps';
import { InlineList, InlineMarkdown, MarkdownText } from './markdown-text';

export type AnswerCardKind = 'technical' | 'mentoring' | 'next-steps';

/** Spec section 2: each card's default title, icon and accent colour (set in chat.css). */
const KINDS: Record<AnswerCardKind, { title: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  technical: { title: 'Technical Answer', Icon: WrenchIcon },
  mentoring: { title: 'Mentoring Insight', Icon: LightbulbIcon },
  'next-steps': { title: 'Next Steps', Icon: StepsIcon },
};

interface AnswerCardProps {
  kind: AnswerCardKind;
  title?: string;
  /** Rich text; for next steps, the text to split when there is no steps array. */
  content?: string;
  /** Next steps only: the answer's steps, listed in order. */
  steps?: readonly string[];
  /** Structured blocks shown under the text (the technical card's). */
  children?: ReactNode;
  /** The text is still streaming in: announced politely once it settles. */
  streaming?: boolean;
}

export function AnswerCard({ kind, title, content = '', steps, children, streaming }: AnswerCardProps) {
  const headingId = useId();
  const { title: defaultTitle, Icon } = KINDS[kind];

  return (
    <section className={`answer-card answer-card--${kind}`} aria-labelledby={headingId}>
      <h4 id={headingId} className="answer-card__title">
        <Icon className="answer-card__icon" />
        {title ?? defaultTitle}
      </h4>
      {kind === 'next-steps' ? (
        <NextStepsBody steps={steps} content={content} />
      ) : streaming ? (
        <div aria-live="polite" aria-busy="true" className="answer-card__streaming">
          <MarkdownText text={content} />
        </div>
      ) : (
        <MarkdownText text={content} />
      )}
      {children}
    </section>
  );
}

function NextStepsBody({ steps, content }: { steps: readonly string[] | undefined; content: string }) {
  const resolved = resolveNextSteps(steps, content);
  return (
    <div className="rich-text">
      {resolved.intro && (
        <p>
          <InlineMarkdown text={resolved.intro} />
        </p>
      )}
      <InlineList items={resolved.steps} ordered className="answer-card__steps" />
    </div>
  );
}
