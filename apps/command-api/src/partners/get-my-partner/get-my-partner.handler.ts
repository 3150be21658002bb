import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type MyPartnerResponse } from '@buildmentor/contracts';
import { PARTNERS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { GetMyPartnerQuery } from './get-my-partner.query';

/** The signed-in user's latest application from the `partners` read model, or null. */
@QueryHandler(GetMyPartnerQuery)
export class GetMyPartnerHandler implements IQueryHandler<GetMyPartnerQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ userId }: GetMyPartnerQuery): Promise<MyPartnerResponse> {
    const doc = await (await this.readModels.collection(PARTNERS)).findOne({ user_id: userId });
    if (!doc) return { partner: null };
    return {
      partner: {
        partner_id: doc.partner_id,
        company_name: doc.company_name,
        status: doc.status,
        admin_notes: doc.admin_notes,
        created_at: doc.created_at,
      },
    };
  }
}
