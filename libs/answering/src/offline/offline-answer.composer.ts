import { type AnswerBlock } from '@buildmentor/contracts';
import { type AnswerRequest, type GeneratedAnswer, v2AnswerBodySchema } from '../answer-generator.port';
import { toAnswerSource } from '../answer-sources';
import { detectProjectStage } from '../intelligence/stage-detection';
import { tierIntelligence } from '../intelligence/tier-intelligence';
import { renderWorkflowAdvice } from '../intelligence/workflow-advice';
import { selectHistory } from '../prompt/history-window';
import { type AdviceCode, detectJurisdiction } from './jurisdiction';
import { guidanceFor, inSentence } from './level-guidance';
import { noGroundedAnswer } from './no-grounded-answer';
import { offlineWorkflowAdvice } from './offline-workflow';
import { holdsIn, type OfflineTopic } from './offline-topics';
import { type GroundedPassage, groundInPassages, terms } from './passage-grounding';
import { type TopicContent, topicContent } from './topic-content';
import { resolveTopic, type TopicResolution } from './topic-resolution';

/**
 * The notice older offline answers carried inside their text. Answers no longer contain it (the
 * generator kind `offline` is recorded with each answer and the UI says it once per
 * conversation); kept because recorded answers still do.
 */
export const OFFLINE_NOTICE =
  'Offline answerer: this answer was composed from built-in guidance without an AI model. Check the referenced documents before relying on it.';

/** What an answer grounded only in the asker's passages (no topic) is filed under. */
const DOCUMENTS_TOPIC: OfflineTopic = {
  id: 'documents',
  title: 'What your documents say',
  emoji: '📄',
  keywords: [],
  summary: 'Quoted from the documents retrieved for this question; no built-in topic covers it.',
  technical: [],
  checks: [
    'The edition and status of each quoted document',
    'Whether the quoted clause applies to your building class',
  ],
  nextSteps: [
    'Open each quoted page and read the clause in full.',
    'Confirm the document is the current edition.',
  ],
  references: ['The quoted documents (see sources)'],
};

/**
 * Composes the offline answer, deterministically (same request, same answer):
 * 1. places the building work in Australia or New Zealand (jurisdiction.ts) and resolves the
 *    question's topic among the topics that hold there, from the question alone or, for a
 *    follow-up, with the conversation's earlier questions (topic-resolution.ts);
 * 2. takes what the question asks for from the topic at the level's depth; a follow-up gets only
 *    what its own words ask for and the earlier answers did not give (topic-content.ts);
 * 3. quotes the asker's retrieved passages above the relevance threshold (passage-grounding.ts);
 * 4. with neither, says plainly it has no grounded answer, not chargeable (no-grounded-answer.ts).
 * Each piece is emitted once: the body in `response.technical` only, blocks only for what the
 * text does not carry (checks, tables, references, workflow advice), next steps only in
 * `response.next_steps`. Pro and above also get the project stage and workflow advice.
 */
export function composeOfflineAnswer(request: AnswerRequest): GeneratedAnswer {
  const history = selectHistory(request.history, request.now);
  const level = guidanceFor(request.profile?.experienceLevel);
  const grounded = groundInPassages(request.question, request.passages, level.depth >= 3 ? 2 : 1);
  const place = detectJurisdiction(
    request,
    history,
    grounded.map(({ passage }) => passage),
  );
  const jurisdiction = place ?? 'AU';
  const resolution = resolveTopic(request.question, history, jurisdiction);
  const content = resolution ? topicContent(resolution, request.question, level.depth) : null;

  const { workflowIntelligence } = tierIntelligence(request.tier);
  const projectStage = workflowIntelligence ? detectProjectStage(request.question, history) : null;
  if (!content && grounded.length === 0)
    return {
      ...noGroundedAnswer(request, resolution, [...terms(request.question)], jurisdiction),
      projectStage,
    };

  const topic = content && resolution ? resolution.topic : DOCUMENTS_TOPIC;
  // The code the answer's advice may name: a New Zealand answer never names the NCC, and an
  // answer from a topic shared across the Tasman names neither code unless the question placed it.
  const code: AdviceCode = place ?? (holdsIn(topic, 'NZ') ? 'either' : 'AU');
  const followUp = Boolean(content && resolution?.followUp);
  const personal = personalNote(request);
  const body = [
    ...(grounded.length > 0 ? [renderGrounding(grounded)] : []),
    ...(content ? topicParagraphs(topic, content, followUp, grounded.length > 0) : []),
    ...(personal ? [personal] : []),
  ].join('\n\n');
  const advice = workflowIntelligence
    ? renderWorkflowAdvice(
        offlineWorkflowAdvice(topic.id, projectStage, request.profile?.disciplines ?? [], code),
      )
    : null;

  const blocks: AnswerBlock[] = [
    { type: 'list', ordered: false, items: [...topic.checks] },
    ...(content?.tables ?? []).map((table): AnswerBlock => ({
      type: 'table',
      caption: table.caption,
      headers: [...table.headers],
      rows: table.rows.map((row) => [...row]),
      dense: table.rows.length > 5,
    })),
    { type: 'callout', tone: 'info', text: `References: ${topic.references.join('; ')}.` },
    ...(advice?.blocks ?? []),
  ];
  const answer = v2AnswerBodySchema.parse({
    title: followUp && content ? `${topic.title}: ${labels(content)}` : topic.title,
    summary: followUp && content?.facts[0] ? plain(content.facts[0].text) : topic.summary,
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
    confidence: confidence(resolution, content, grounded),
    response: {
      technical: body,
      mentoring: [level.mentoring(topic.title, code), ...(advice ? [advice.markdown] : [])].join('\n\n'),
      format: 'structured',
      next_steps: [...topic.nextSteps],
    },
  });
  return { answer, projectStage };
}

/** The topic's part of the body: what a follow-up adds, or the facts asked for then the guidance. */
function topicParagraphs(
  topic: OfflineTopic,
  content: TopicContent,
  followUp: boolean,
  afterQuotes: boolean,
): string[] {
  const facts = content.facts.map((fact) => fact.text);
  if (followUp) {
    const lead = `Following on from the earlier answer on ${inSentence(topic.title)}:`;
    return [lead, ...facts];
  }
  return [...(afterQuotes ? ['General guidance:'] : []), ...facts, ...content.guidance];
}

/** Firmer for a strong topic match, and firmer still when the asker's documents are quoted. */
function confidence(
  resolution: TopicResolution | null,
  content: TopicContent | null,
  grounded: readonly GroundedPassage[],
): number {
  const base = content && resolution ? Math.min(0.75, 0.4 + 0.05 * resolution.score) : 0.35;
  return Math.round(100 * (grounded.length > 0 ? Math.min(0.85, base + 0.1) : base)) / 100;
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

const labels = (content: TopicContent) => content.facts.map((fact) => fact.label).join(', ');

/** A fact as a one-line summary: its first sentence, without Markdown emphasis or list marks. */
const plain = (text: string) =>
  text
    .replace(/\*\*/g, '')
    .replace(/^- /gm, '')
    .split(/(?<=\.)\s|\n/)[0]!
    .trim();

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '?');
