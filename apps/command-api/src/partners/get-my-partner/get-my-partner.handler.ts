import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type MyPartnerResponse } from '@buildmentor/contracts';
import { ReadModels } from '../../infrastructure/read-models.service';
import { PARTNERS_COLLECTION, type PartnerDoc } from '../partner-doc';
import { GetMyPartnerQuery } from './get-my-partner.query';

/** The signed-in user's latest application from the `partners` read model, or null. */
@QueryHandler(GetMyPartnerQuery)
export class GetMyPartnerHandler implements IQueryHandler<GetMyPartnerQuery, MyPartnerResponse> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ user }: GetMyPartnerQuery): Promise<MyPartnerResponse> {
    const doc = await (await this.readModels.collection<PartnerDoc>(PARTNERS_COLLECTION)).findOne({ user_id: user.uid });
    if (!doc) return { partner: null };
    return {
      partner: { partner_id: doc.partner_id, company_name: doc.company_name, status: doc.status, admin_notes: doc.admin_notes, created_at: doc.created_at },
    };
  }
}
