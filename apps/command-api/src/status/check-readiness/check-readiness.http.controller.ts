import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { readinessResponseSchema } from '@buildmentor/contracts';
import { Public } from '../../auth/public.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { NoRateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { CheckReadinessQuery } from './check-readiness.query';

export const checkReadinessDoc: RouteDoc = {
  method: 'get',
  path: '/api/health/ready',
  summary:
    'Readiness probe: 200 when the event store and read store answer and a projector follows the log closely; 503 naming the checks that failed',
  tag: 'status',
  auth: false,
  response: readinessResponseSchema,
  errors: [503],
};

@Controller('health')
export class CheckReadinessController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Public()
  @NoRateLimit()
  @Get('ready')
  ready() {
    return this.queries.execute(new CheckReadinessQuery());
  }
}
