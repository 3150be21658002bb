import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PersonalDocumentsResponse } from '@buildmentor/contracts';
import { DOCUMENTS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { ListPersonalDocumentsQuery } from './list-personal-documents.query';

/** Only the owner's personal documents: the filter is on the verified user id, never a parameter. */
@QueryHandler(ListPersonalDocumentsQuery)
export class ListPersonalDocumentsHandler implements IQueryHandler<ListPersonalDocumentsQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ userId }: ListPersonalDocumentsQuery): Promise<PersonalDocumentsResponse> {
    const documents = await (
      await this.readModels.collection(DOCUMENTS)
    ).find({ user_id: userId, scope: 'personal' }, { sort: { uploaded_at: -1 } });
    return {
      documents: documents.map((d) => ({
        id: d._id,
        name: d.name,
        content_type: d.content_type,
        size_bytes: d.size_bytes,
        status: d.status,
        uploaded_at: d.uploaded_at,
        rejection_reason: d.rejection_reason ?? null,
      })),
    };
  }
}
