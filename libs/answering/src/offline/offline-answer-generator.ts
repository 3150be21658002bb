import { type AnswerGenerator, type AnswerRequest, type GeneratedAnswer } from '../answer-generator.port';
import { guidanceFor } from './level-guidance';
import { matchTopic } from './offline-topics';

export const OFFLINE_NOTICE =
  'Offline answerer: this answer was composed from built-in guidance without an AI model. Check the referenced documents before relying on it.';

/**
 * The embedded default LLM adapter: deterministic, no network. It picks the best-matching topic
 * from its built-in table, adapts depth and mentoring tone to the asker's experience level and
 * says plainly that it is the offline answerer.
 */
export class OfflineAnswerGenerator implements AnswerGenerator {
  readonly kind = 'offline' as const;

  async generate(request: AnswerRequest): Promise<GeneratedAnswer> {
    const { topic, matches } = matchTopic(request.question);
    const level = guidanceFor(request.profile?.experienceLevel);
    const technicalParagraphs = topic.technical.slice(0, level.depth);
    const personal = personalNote(request);
    const technical = [...technicalParagraphs, ...(personal ? [personal] : [])].join('\n\n');
    const mentoring = level.mentoring(topic.title);
    return {
      title: topic.title,
      summary: topic.summary,
      blocks: [
        { type: 'markdown', text: technical },
        { type: 'list', ordered: false, items: [...topic.checks] },
        { type: 'list', ordered: true, items: [...topic.nextSteps] },
        { type: 'callout', tone: 'info', text: `References: ${topic.references.join('; ')}.` },
        { type: 'callout', tone: 'warning', text: OFFLINE_NOTICE },
      ],
      meta: {
        emoji: topic.emoji,
        schema: 'v2',
        mapped: false,
        schema_version: '2',
        suggested_actions: topic.nextSteps.slice(0, 2).map((step) => ({ label: step, payload: `How do I ${lowerFirst(step)}` })),
      },
      sources: [],
      confidence: matches > 0 ? Math.min(0.75, 0.45 + 0.1 * matches) : 0.3,
      response: {
        technical: `${technical}\n\n${OFFLINE_NOTICE}`,
        mentoring,
        format: 'structured',
        next_steps: [...topic.nextSteps],
      },
    };
  }
}

function personalNote(request: AnswerRequest): string | null {
  const profile = request.profile;
  if (!profile) return null;
  const parts: string[] = [];
  if (profile.disciplines.length > 0) parts.push(`your ${profile.disciplines.slice(0, 2).join(' and ')} work`);
  if (profile.industrySectors.length > 0) parts.push(`${profile.industrySectors.slice(0, 2).join(' and ')} projects`);
  if (parts.length === 0) return null;
  return `For ${parts.join(' on ')}, check how these provisions interact with the other disciplines' requirements early in design.`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '?');
