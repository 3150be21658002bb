import { Query } from '@nestjs/cqrs';
import { type AdminContributionsResponse, type CONTRIBUTION_STATUSES } from '@buildmentor/contracts';

export class ListContributionsQuery extends Query<AdminContributionsResponse> {
  constructor(
    readonly status: (typeof CONTRIBUTION_STATUSES)[number],
    readonly limit: number,
  ) {
    super();
  }
}
