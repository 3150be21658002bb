import { Query } from '@nestjs/cqrs';
import { type HistoryResponse } from '@buildmentor/contracts';

export class GetHistoryQuery extends Query<HistoryResponse> {
  constructor(
    readonly userId: string,
    readonly limit: number,
  ) {
    super();
  }
}
