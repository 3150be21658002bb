import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { livenessResponseSchema } from '@buildmentor/contracts';
import { Public } from '../../auth/public.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { NoRateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { CheckLivenessQuery } from './check-liveness.query';

export const checkLivenessDoc: RouteDoc = {
  method: 'get',
  path: '/api/health/live',
  summary: 'Liveness probe: 200 while the process serves HTTP (reads no store)',
  tag: 'status',
  auth: false,
  response: livenessResponseSchema,
};

@Controller('health')
export class CheckLivenessController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Public()
  @NoRateLimit()
  @Get('live')
  live() {
    return this.queries.execute(new CheckLivenessQuery());
  }
}
