import { type AnswerBlock } from '@buildmentor/contracts';
import { type AnswerRequest, type GeneratedAnswer, v2AnswerBodySchema } from '../answer-generator.port';
import { toAnswerSource } from '../answer-sources';
import { detectProjectStage } from '../intelligence/stage-detection';
import { tierIntelligence } from '../intelligence/tier-intelligence';
import { renderWorkflowAdvice } from '../intelligence/workflow-advice';
import { selectHistory } from '../prompt/history-window';
import { guidanceFor } from './level-guidance';
import { offlineWorkflowAdvice } from './offline-workflow';
import { matchTopic } from './offline-topics';
import { type GroundedPassage, groundInPassages } from './passage-grounding';

export const OFFLINE_NOTICE =
  'Offline answerer: this answer was composed from built-in guidance without an AI model. Check the referenced documents before relying on it.';

/**
 * Composes the offline answer, deterministically: retrieved passages first (quoted, cited, at
 * most 3), then the best-matching built-in topic at the depth the experience level calls for,
 * then the offline notice. Pro and above also get a keyword-detected project stage with workflow
 * and consultant recommendations in the mentoring part.
 */
export function composeOfflineAnswer(request: AnswerRequest): GeneratedAnswer {
  const { topic, matches } = matchTopic(request.question);
  const level = guidanceFor(request.profile?.experienceLevel);
  const grounded = groundInPassages(request.question, request.passages, level.depth >= 3 ? 2 : 1);
  const guidance = topic.technical.slice(0, level.depth);
  const personal = personalNote(request);
  const body = [
    ...(grounded.length > 0 ? [renderGrounding(grounded), 'General guidance:'] : []),
    ...guidance,
    ...(personal ? [personal] : []),
  ].join('\n\n');

  const { workflowIntelligence } = tierIntelligence(request.tier);
  const projectStage = workflowIntelligence
    ? detectProjectStage(request.question, selectHistory(request.history, request.now))
    : null;
  const advice = workflowIntelligence
    ? renderWorkflowAdvice(offlineWorkflowAdvice(topic.id, projectStage, request.profile?.disciplines ?? []))
    : null;

  const blocks: AnswerBlock[] = [
    { type: 'markdown', text: body },
    { type: 'list', ordered: false, items: [...topic.checks] },
    { type: 'list', ordered: true, items: [...topic.nextSteps] },
    { type: 'callout', tone: 'info', text: `References: ${topic.references.join('; ')}.` },
    ...(advice?.blocks ?? []),
    { type: 'callout', tone: 'warning', text: OFFLINE_NOTICE },
  ];
  const baseConfidence = matches > 0 ? Math.min(0.75, 0.45 + 0.1 * matches) : 0.3;
  const answer = v2AnswerBodySchema.parse({
    title: topic.title,
    summary: topic.summary,
    blocks,
    meta: {
      emoji: topic.emoji,
      schema: 'v2',
      mapped: false,
      schema_version: '2',
      suggested_actions: topic.nextSteps
        .slice(0, 2)
        .map((step) => ({ label: step, payload: `How do I ${lowerFirst(step)}` })),
    },
    sources: grounded.map(({ passage }) => toAnswerSource(passage)),
    // Quoting the asker's own or partner documents is firmer ground than built-in guidance alone.
    confidence: grounded.length > 0 ? Math.min(0.85, baseConfidence + 0.1) : baseConfidence,
    response: {
      technical: `${body}\n\n${OFFLINE_NOTICE}`,
      mentoring: [level.mentoring(topic.title), ...(advice ? [advice.markdown] : [])].join('\n\n'),
      format: 'structured',
      next_steps: [...topic.nextSteps],
    },
  });
  return { answer, projectStage };
}

/** Quotes the chosen sentences, each passage numbered in the order of `sources`. */
function renderGrounding(grounded: readonly GroundedPassage[]): string {
  const quotes = grounded.map(({ passage, sentences }, index) => {
    const page = passage.page !== undefined ? `, p. ${passage.page}` : '';
    const origin =
      passage.scope === 'community' && passage.partner
        ? ` (${passage.partner})`
        : passage.scope === 'personal'
          ? ' (your document)'
          : '';
    return `> ${sentences.join(' ')}\n>\n> [${index + 1}] ${passage.title}${page}${origin}`;
  });
  return ['What the retrieved documents say:', ...quotes].join('\n\n');
}

function personalNote(request: AnswerRequest): string | null {
  const profile = request.profile;
  if (!profile) return null;
  const parts: string[] = [];
  if (profile.disciplines.length > 0)
    parts.push(`your ${profile.disciplines.slice(0, 2).join(' and ')} work`);
  if (profile.industrySectors.length > 0)
    parts.push(`${profile.industrySectors.slice(0, 2).join(' and ')} projects`);
  if (parts.length === 0) return null;
  return `For ${parts.join(' on ')}, check how these provisions interact with the other disciplines' requirements early in design.`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '?');
