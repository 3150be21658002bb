import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AuditResponse } from '@buildmentor/contracts';
import { AUDIT_LOG, PROFILES, uidsMatching } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { type CsvFile } from '../csv';
import { namedAuditEntries } from './audit-names';
import { auditCsv, auditFilter } from './audit-query';
import { GetAuditTrailQuery } from './get-audit-trail.query';

/**
 * Built from the audit_log read model, newest decision first (by log position), with people and
 * subjects named; as JSON or a dated CSV file. The actor filter is text an admin types: part of an
 * email or name (resolved to uids through the profiles first) or an exact id such as `system`.
 */
@QueryHandler(GetAuditTrailQuery)
export class GetAuditTrailHandler implements IQueryHandler<GetAuditTrailQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ criteria, limit, format }: GetAuditTrailQuery): Promise<AuditResponse | CsvFile> {
    const actorUids = criteria.actor
      ? await uidsMatching(await this.readModels.collection(PROFILES), criteria.actor)
      : [];
    const filter = auditFilter(criteria, actorUids);
    const log = await this.readModels.collection(AUDIT_LOG);
    const [docs, total] = await Promise.all([
      log.find(filter, { sort: { position: -1 }, limit }),
      log.countDocuments(filter),
    ]);
    const entries = await namedAuditEntries(this.readModels, docs);
    if (format === 'json') return { entries, total_count: total };
    const stamp = this.clock().toISOString().slice(0, 10);
    return { filename: `audit-${stamp}.csv`, csv: auditCsv(entries) };
  }
}
