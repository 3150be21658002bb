import { Query } from '@nestjs/cqrs';
import { type AdminStatsResponse } from '@buildmentor/contracts';

export class GetStatsQuery extends Query<AdminStatsResponse> {}
