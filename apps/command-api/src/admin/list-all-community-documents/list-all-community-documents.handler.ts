import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminCommunityDocumentsResponse } from '@buildmentor/contracts';
import { DOCUMENTS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { peopleNamer } from '../../shared/people-namer';
import { ListAllCommunityDocumentsQuery } from './list-all-community-documents.query';

type Group = AdminCommunityDocumentsResponse['partners'][number];

/**
 * Unlike the public list, admins see processing and rejected uploads too, to moderate them;
 * grouped by partner, each upload with its uploader named.
 */
@QueryHandler(ListAllCommunityDocumentsQuery)
export class ListAllCommunityDocumentsHandler implements IQueryHandler<ListAllCommunityDocumentsQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute(): Promise<AdminCommunityDocumentsResponse> {
    const docs = await (
      await this.readModels.collection(DOCUMENTS)
    ).find({ scope: 'community' }, { sort: { uploaded_at: -1 }, limit: 5000 });
    const person = await peopleNamer(
      this.readModels,
      docs.map((d) => d.user_id),
    );
    const groups = new Map<string, Group>();
    for (const d of docs) {
      const key = d.partner_id ?? `name:${d.partner_name ?? ''}`;
      let group = groups.get(key);
      if (!group) {
        group = { partner_id: d.partner_id, partner_name: d.partner_name, document_count: 0, documents: [] };
        groups.set(key, group);
      }
      group.document_count += 1;
      group.documents.push({
        id: d._id,
        name: d.name,
        status: d.status,
        uploaded_by: d.user_id,
        uploaded_by_person: person(d.user_id),
        uploaded_at: d.uploaded_at,
        size_bytes: d.size_bytes,
        rejection_reason: d.rejection_reason,
      });
    }
    const partners = [...groups.values()].sort((a, b) =>
      (a.partner_name ?? '').localeCompare(b.partner_name ?? ''),
    );
    return { partners, total_count: docs.length };
  }
}
