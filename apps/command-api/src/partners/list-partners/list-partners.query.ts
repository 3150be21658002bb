import { Query } from '@nestjs/cqrs';
import { type PartnerListResponse } from '@buildmentor/contracts';

export class ListPartnersQuery extends Query<PartnerListResponse> {}
