import { eventTypes, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';
import { chunkPages, type TextChunk } from './chunk-pages';

/**
 * `search_chunks`: the knowledge banks' search index, one document per chunk of extracted text
 * with its page, owner and scope, full-text indexed (FTS5 / MongoDB text). Rebuilt from
 * DocumentTextExtracted alone, so a replay reproduces it exactly.
 */
export interface SearchChunkDoc extends ReadModelDoc {
  document_id: string;
  user_id: string;
  scope: 'personal' | 'community';
  /**
   * A chunk of an uploaded document, or a user's own mentor note. Absent in chunks projected
   * before mentor notes existed (all documents; a replay fills it in).
   */
  kind?: 'document' | 'mentor_note';
  filename: string;
  partner_name: string | null;
  page: number;
  chunk_index: number;
  text: string;
}

export const SEARCH_CHUNKS = readModel<SearchChunkDoc>('search_chunks');

type Extracted = Extract<AnyProjectedEvent, { type: 'DocumentTextExtracted' }>;

// documentIds and evolve both need the chunks of one event: compute them once per event.
const chunksOf = new WeakMap<object, TextChunk[]>();
function chunks(event: Extracted): TextChunk[] {
  let found = chunksOf.get(event.data);
  if (!found) {
    found = chunkPages(event.data.pages);
    chunksOf.set(event.data, found);
  }
  return found;
}

const chunkId = (documentId: string, index: number) => `${documentId}:${index}`;

function evolveChunk(
  doc: SearchChunkDoc | null,
  event: AnyProjectedEvent,
  id: string,
): SearchChunkDoc | null {
  if (event.type === 'MentorNoteAdded') {
    const { noteId, userId, title, body } = event.data;
    return {
      _id: id,
      _position: 0,
      document_id: noteId,
      user_id: userId,
      scope: 'personal',
      kind: 'mentor_note',
      filename: title,
      partner_name: null,
      page: 1,
      chunk_index: 0,
      text: `${title}. ${body}`,
    };
  }
  if (event.type !== 'DocumentTextExtracted') return doc;
  const index = Number(id.slice(id.lastIndexOf(':') + 1));
  const chunk = chunks(event)[index];
  if (!chunk) return doc;
  return {
    _id: id,
    _position: 0,
    document_id: event.data.documentId,
    user_id: event.data.userId,
    scope: event.data.scope ?? 'personal',
    kind: 'document',
    filename: event.data.filename ?? event.data.documentId,
    partner_name: event.data.partnerName ?? null,
    page: chunk.page,
    chunk_index: index,
    text: chunk.text,
  };
}

export const searchChunksProjection: Projection<SearchChunkDoc> = {
  readModel: SEARCH_CHUNKS,
  handles: eventTypes('DocumentTextExtracted', 'DocumentDeleted', 'MentorNoteAdded'),
  documentIds: (event) => {
    if (event.type === 'DocumentTextExtracted')
      return chunks(event).map((_, i) => chunkId(event.data.documentId, i));
    if (event.type === 'MentorNoteAdded') return [`note:${event.data.noteId}`];
    return [];
  },
  evolve: evolveChunk,
  cascadeDelete: (event) =>
    event.type === 'DocumentDeleted' ? { document_id: event.data.documentId } : null,
  indexes: [{ keys: { document_id: 1 } }, { keys: { user_id: 1, scope: 1 } }, { keys: { scope: 1 } }],
  textIndex: ['text', 'filename'],
};
