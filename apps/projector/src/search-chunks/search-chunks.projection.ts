import { chunkPages, type TextChunk } from '@buildmentor/knowledge';
import { eventTypes, type Projection, type ReadModelDoc } from '../projection/projection';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `search_chunks`: the knowledge banks' search index, one document per chunk of extracted text
 * with its page, owner and scope, full-text indexed (FTS5 / MongoDB text). Rebuilt from
 * DocumentTextExtracted alone, so a replay reproduces it exactly.
 */
export interface SearchChunkDoc extends ReadModelDoc {
  document_id: string;
  user_id: string;
  scope: 'personal' | 'community';
  filename: string;
  partner_name: string | null;
  page: number;
  chunk_index: number;
  text: string;
}

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

function evolveChunk(doc: SearchChunkDoc | null, event: AnyProjectedEvent, id: string): SearchChunkDoc | null {
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
    filename: event.data.filename ?? event.data.documentId,
    partner_name: event.data.partnerName ?? null,
    page: chunk.page,
    chunk_index: index,
    text: chunk.text,
  };
}

export const searchChunksProjection: Projection<SearchChunkDoc> = {
  collection: 'search_chunks',
  handles: eventTypes('DocumentTextExtracted', 'DocumentDeleted'),
  documentIds: (event) => (event.type === 'DocumentTextExtracted' ? chunks(event).map((_, i) => chunkId(event.data.documentId, i)) : []),
  evolve: evolveChunk,
  cascadeDelete: (event) => (event.type === 'DocumentDeleted' ? { document_id: event.data.documentId } : null),
  indexes: [{ keys: { document_id: 1 } }, { keys: { user_id: 1, scope: 1 } }, { keys: { scope: 1 } }],
  textIndex: ['text', 'filename'],
};
