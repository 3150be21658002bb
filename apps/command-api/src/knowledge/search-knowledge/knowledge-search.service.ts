import { Inject, Injectable } from '@nestjs/common';
import { type RetrievedPassage } from '@buildmentor/answering';
import { type KnowledgeSearchResponse } from '@buildmentor/contracts';
import { chunksVisibleTo, SEARCH_CHUNKS } from '@buildmentor/read-models';
import { searchTerms } from '@buildmentor/read-store';
import { ReadModels } from '../../infrastructure/read-models.service';
import { makeSnippet } from './snippet';

/**
 * Searches the knowledge banks a user may see: their own personal documents and the community
 * bank. The owner filter is part of the index query itself, so another user's private text can
 * never come back, neither as a search result nor as a passage in a prompt.
 */
@Injectable()
export class KnowledgeSearch {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async search(
    userId: string,
    query: string,
    limit: number,
    includeMentorNotes = true,
  ): Promise<KnowledgeSearchResponse> {
    const filter = includeMentorNotes
      ? chunksVisibleTo(userId)
      : { $and: [chunksVisibleTo(userId), { kind: { $ne: 'mentor_note' } }] };
    const matches = await (await this.readModels.collection(SEARCH_CHUNKS)).search(query, { filter, limit });
    return {
      query,
      results: matches.map(({ doc, score }) => ({
        document_id: doc.document_id,
        filename: doc.filename,
        ...makeSnippet(doc.text, query),
        page: doc.page,
        scope: doc.scope,
        kind: doc.kind ?? 'document',
        partner: doc.scope === 'community' ? doc.partner_name : null,
        score,
      })),
    };
  }

  /**
   * Enhanced mode: the best passages for a question, as untrusted reference data for the prompt.
   * A question with no words ('???') has nothing to look up: no passages, not an error.
   */
  async passages(userId: string, question: string, limit = 6): Promise<RetrievedPassage[]> {
    if (searchTerms(question).length === 0) return [];
    const matches = await (
      await this.readModels.collection(SEARCH_CHUNKS)
    ).search(question, { filter: chunksVisibleTo(userId), limit });
    return matches.map(({ doc }) => ({
      documentId: doc.document_id,
      title: doc.filename,
      page: doc.page,
      ...(doc.scope === 'community' && doc.partner_name ? { partner: doc.partner_name } : {}),
      scope: doc.scope,
      text: doc.text,
    }));
  }
}
