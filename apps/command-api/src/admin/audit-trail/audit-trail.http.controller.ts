import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { type Response } from 'express';
import { auditQuerySchema, auditResponseSchema, type AuditResponse } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { type AuditLogView } from '../admin-read-models';
import { auditCsv, auditFilter, toAuditEntry } from './audit-query';

export const auditTrailDoc: RouteDoc = {
  method: 'get', path: '/api/admin/audit', summary: 'Admin: audit trail of every partner, voucher, contribution, developer-access and payment decision (format=csv to export)', tag: 'admin', auth: true, adminOnly: true, query: auditQuerySchema, response: auditResponseSchema, errors: [403], readYourWrites: true,
};

/** Built from the audit_log read model, newest decision first (by log position). */
@Controller('admin')
export class AuditTrailController {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @AdminOnly()
  @Get('audit')
  async audit(@Query() query: unknown, @Res({ passthrough: true }) response: Response): Promise<AuditResponse | string> {
    const input = parseRequest(auditQuerySchema, query, 'query');
    const filter = auditFilter(input);
    const log = await this.readModels.collection<AuditLogView>('audit_log');
    const [docs, total] = await Promise.all([log.find(filter, { sort: { position: -1 }, limit: input.limit }), log.countDocuments(filter)]);
    const entries = docs.map(toAuditEntry);
    if (input.format === 'json') return { entries, total_count: total };
    const stamp = this.clock().toISOString().slice(0, 10);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="audit-${stamp}.csv"`);
    return auditCsv(entries);
  }
}
