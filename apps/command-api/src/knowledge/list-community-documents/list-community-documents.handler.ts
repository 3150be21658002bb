import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CommunityDocumentsResponse } from '@buildmentor/contracts';
import { DOCUMENTS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { ListCommunityDocumentsQuery } from './list-community-documents.query';

/** The Community Knowledge Bank: verified partners' documents that are ready, newest first. */
@QueryHandler(ListCommunityDocumentsQuery)
export class ListCommunityDocumentsHandler implements IQueryHandler<ListCommunityDocumentsQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute(): Promise<CommunityDocumentsResponse> {
    const docs = await (
      await this.readModels.collection(DOCUMENTS)
    ).find({ scope: 'community', status: 'ready' }, { sort: { uploaded_at: -1 }, limit: 200 });
    return {
      documents: docs.map((d) => ({
        id: d._id,
        name: d.name,
        partner: d.partner_name,
        uploaded_at: d.uploaded_at,
        status: d.status,
      })),
    };
  }
}
