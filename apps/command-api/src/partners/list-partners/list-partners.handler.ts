import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PartnerListResponse } from '@buildmentor/contracts';
import { PARTNERS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { toPartnerRecord } from '../partner-record';
import { ListPartnersQuery } from './list-partners.query';

/** Every application, newest first, for the admin review screen. */
@QueryHandler(ListPartnersQuery)
export class ListPartnersHandler implements IQueryHandler<ListPartnersQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute(): Promise<PartnerListResponse> {
    const docs = await (await this.readModels.collection(PARTNERS)).find({}, { sort: { created_at: -1 } });
    return { partners: docs.map(toPartnerRecord) };
  }
}
