import { oneDocumentPerEvent, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/** `conversations`: the summaries the chat history list reads (spec: id, title, preview, updated_at). */
export interface ConversationDoc extends ReadModelDoc {
  user_id: string;
  title: string;
  preview: string;
  created_at: string;
  updated_at: string;
  message_count: number;
  project_stage: string | null;
}

export const CONVERSATIONS = readModel<ConversationDoc>('conversations');

const PREVIEW_LENGTH = 140;

export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= PREVIEW_LENGTH ? flat : `${flat.slice(0, PREVIEW_LENGTH - 1)}…`;
}

function evolveConversation(doc: ConversationDoc | null, event: AnyProjectedEvent): ConversationDoc | null {
  const at = event.metadata.at;
  if (event.type === 'ConversationStarted') {
    return {
      _id: event.data.conversationId,
      _position: 0,
      user_id: event.data.userId,
      title: event.data.title,
      preview: '',
      created_at: at,
      updated_at: at,
      message_count: doc?.message_count ?? 0,
      project_stage: doc?.project_stage ?? null,
    };
  }
  // Every other event belongs to a conversation that ConversationStarted created first.
  if (!doc) return null;
  switch (event.type) {
    case 'QuestionAsked':
      return {
        ...doc,
        preview: previewOf(event.data.question),
        updated_at: at,
        // The messages shown: a regeneration replaces the question it asks again and its answer.
        message_count: doc.message_count + (event.data.regenerates ? -1 : 1),
      };
    case 'AnswerGenerated':
    case 'AnswerFailed':
    case 'AnswerStopped':
      return { ...doc, updated_at: at, message_count: doc.message_count + 1 };
    case 'ProjectStageDetected':
      return { ...doc, project_stage: event.data.stage };
    default:
      return doc;
  }
}

export const conversationsProjection: Projection<ConversationDoc> = {
  readModel: CONVERSATIONS,
  ...oneDocumentPerEvent(
    [
      'ConversationStarted',
      'QuestionAsked',
      'AnswerGenerated',
      'AnswerFailed',
      'AnswerStopped',
      'ProjectStageDetected',
    ],
    'conversationId',
  ),
  evolve: evolveConversation,
  indexes: [{ keys: { user_id: 1, updated_at: -1 } }],
  // Conversation search finds titles through the index, beside the messages' text.
  textIndex: ['title'],
};
