import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { statusResponseSchema } from '@buildmentor/contracts';
import { Public } from '../../auth/public.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { GetStatusQuery } from './get-status.query';

export const getStatusDoc: RouteDoc = {
  method: 'get',
  path: '/api/status',
  summary: 'Health: event store position, projector checkpoint and the lag between them',
  tag: 'status',
  auth: false,
  response: statusResponseSchema,
};

@Controller('status')
export class GetStatusController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Public()
  @Get()
  status() {
    return this.queries.execute(new GetStatusQuery());
  }
}
