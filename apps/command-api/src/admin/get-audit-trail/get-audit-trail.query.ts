import { Query } from '@nestjs/cqrs';
import { type AuditQuery, type AuditResponse } from '@buildmentor/contracts';
import { type CsvFile } from '../csv';

/** Which decisions: by kind, actor and time (a bare day is a business day). */
export type AuditCriteria = Pick<AuditQuery, 'kind' | 'actor' | 'from' | 'to'>;

export class GetAuditTrailQuery extends Query<AuditResponse | CsvFile> {
  constructor(
    readonly criteria: AuditCriteria,
    readonly limit: number,
    readonly format: 'json' | 'csv',
  ) {
    super();
  }
}
