import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type Response } from 'express';
import { auditQuerySchema, auditResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { GetAuditTrailQuery } from './get-audit-trail.query';

export const getAuditTrailDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/audit',
  summary:
    'Admin: audit trail of every partner, voucher, contribution, developer-access and payment decision (format=csv to export)',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  query: auditQuerySchema,
  response: auditResponseSchema,
  errors: [403],
  readYourWrites: true,
};

@Controller('admin')
export class GetAuditTrailController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('audit')
  async audit(@Query() query: unknown, @Res({ passthrough: true }) response: Response) {
    const { kind, actor, from, to, limit, format } = parseRequest(auditQuerySchema, query, 'query');
    const trail = await this.queries.execute(
      new GetAuditTrailQuery({ kind, actor, from, to }, limit, format),
    );
    if (!('csv' in trail)) return trail;
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${trail.filename}"`);
    return trail.csv;
  }
}
