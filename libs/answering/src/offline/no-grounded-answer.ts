import { type AnswerRequest, type GeneratedAnswer, v2AnswerBodySchema } from '../answer-generator.port';
import { type Jurisdiction } from './jurisdiction';
import { inSentence } from './level-guidance';
import { topicsFor } from './offline-topics';
import { coveredLabels } from './topic-content';
import { type TopicResolution } from './topic-resolution';

/** The README section an operator follows to replace the offline answerer with a model. */
export const CONNECT_A_MODEL =
  'For a full answer to any question, an operator can connect a model (any OpenAI-compatible server): see "Connecting a model" in the README.';

export const NO_GROUNDED_ANSWER_TITLE = 'No grounded offline answer';

/**
 * The honest answer when the offline answerer has nothing grounded to say: the question matches
 * none of its topics (or, as a follow-up, asks for nothing its topic holds beyond what was already
 * said; a New Zealand question is matched only against the topics that hold there) and, in Enhanced mode, none of the asker's passages clears the relevance threshold. It
 * says so, lists what the answerer can help with and how to get a full answer, and is marked not
 * chargeable, so the question is given back.
 */
export function noGroundedAnswer(
  request: AnswerRequest,
  resolution: TopicResolution | null,
  terms: readonly string[],
  jurisdiction: Jurisdiction = 'AU',
): Omit<GeneratedAnswer, 'projectStage'> {
  const asked = terms.length > 0 ? ` on "${terms.join(' ')}"` : '';
  const why = resolution
    ? `its guidance on ${inSentence(resolution.topic.title)} has nothing${resolution.followUp ? ' beyond the earlier answer' : ''}${asked}`
    : `the question matches none of its built-in topics${jurisdiction === 'NZ' ? ' for New Zealand building work' : ''}`;
  const documents = request.enhanced
    ? ', and none of your documents has a passage relevant enough to quote'
    : '';
  const covered = resolution ? coveredLabels(resolution) : [];
  const technical = [
    `The built-in offline answerer has no grounded answer for this question: ${why}${documents}. It was not counted against your questions.`,
    ...(covered.length > 0
      ? [`On ${inSentence(resolution!.topic.title)} it can answer: ${covered.join('; ')}.`]
      : []),
    'It can help with the topics listed below.',
    CONNECT_A_MODEL,
  ].join('\n\n');

  const answer = v2AnswerBodySchema.parse({
    title: NO_GROUNDED_ANSWER_TITLE,
    summary: 'The built-in offline answerer has no grounded answer for this question, so it was not counted.',
    // The topic list is a block, not text: in the text it would make every such answer match a
    // conversation search for "fire", "concrete" or "stairs".
    // Named by subject, without the standard a title carries ("Concrete structures", not "(AS
    // 3600)"): a decline that lists standard numbers reads as if they applied to the question.
    blocks: [
      { type: 'list', ordered: false, items: topicsFor(jurisdiction).map((topic) => subjectOf(topic.title)) },
    ],
    meta: { emoji: '🧭', schema: 'v2', mapped: false, schema_version: '2', suggested_actions: [] },
    sources: [],
    confidence: 0,
    response: {
      technical,
      mentoring:
        'Name the building element and the standard or code provision the question concerns (for example "shower floor falls" or "site classification for a house slab"): the offline answerer places a question by those words.',
      format: 'structured',
      next_steps: [
        'Ask again about one of the topics listed, naming the element or standard.',
        'Ask an operator to connect a model for questions outside them.',
      ],
    },
  });
  return { answer, chargeable: false };
}

/** A topic's title without a parenthesised standard designation: "Concrete structures (AS 3600)" is "Concrete structures". */
export const subjectOf = (title: string) => title.replace(/\s*\((?:AS|NZS|AS\/NZS)\s[^)]*\)/, '');
