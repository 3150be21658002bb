import { Query } from '@nestjs/cqrs';
import { type AnalyticsResponse } from '@buildmentor/contracts';

export class GetAnalyticsQuery extends Query<AnalyticsResponse> {
  constructor(
    /** First business day; null for 30 days before `to`. */
    readonly from: string | null,
    /** Last business day; null for today. */
    readonly to: string | null,
  ) {
    super();
  }
}
