import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { systemQuerySchema, systemResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { GetSystemStatusQuery } from './get-system-status.query';

export const getSystemStatusDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/system',
  summary:
    'Admin: event store head, projector checkpoint and lag, dead letters, read-model hashes and replays',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  query: systemQuerySchema,
  response: systemResponseSchema,
  errors: [403],
};

@Controller('admin')
export class GetSystemStatusController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('system')
  system(@Query() query: unknown) {
    const { hashes } = parseRequest(systemQuerySchema, query, 'query');
    return this.queries.execute(new GetSystemStatusQuery(hashes === 'true'));
  }
}
