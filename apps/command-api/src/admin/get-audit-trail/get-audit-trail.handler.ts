import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AuditResponse } from '@buildmentor/contracts';
import { AUDIT_LOG } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { type CsvFile } from '../csv';
import { auditCsv, auditFilter, toAuditEntry } from './audit-query';
import { GetAuditTrailQuery } from './get-audit-trail.query';

/** Built from the audit_log read model, newest decision first (by log position); as JSON or a dated CSV file. */
@QueryHandler(GetAuditTrailQuery)
export class GetAuditTrailHandler implements IQueryHandler<GetAuditTrailQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ criteria, limit, format }: GetAuditTrailQuery): Promise<AuditResponse | CsvFile> {
    const filter = auditFilter(criteria);
    const log = await this.readModels.collection(AUDIT_LOG);
    const [docs, total] = await Promise.all([
      log.find(filter, { sort: { position: -1 }, limit }),
      log.countDocuments(filter),
    ]);
    const entries = docs.map(toAuditEntry);
    if (format === 'json') return { entries, total_count: total };
    const stamp = this.clock().toISOString().slice(0, 10);
    return { filename: `audit-${stamp}.csv`, csv: auditCsv(entries) };
  }
}
