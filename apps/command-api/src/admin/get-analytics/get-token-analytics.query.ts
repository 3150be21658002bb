import { Query } from '@nestjs/cqrs';
import { type TokenAnalyticsResponse } from '@buildmentor/contracts';
import { type CsvFile } from '../csv';

export class GetTokenAnalyticsQuery extends Query<TokenAnalyticsResponse | CsvFile> {
  constructor(
    /** First business day; null for 30 days before `to`. */
    readonly from: string | null,
    /** Last business day; null for today. */
    readonly to: string | null,
    readonly format: 'json' | 'csv',
  ) {
    super();
  }
}
