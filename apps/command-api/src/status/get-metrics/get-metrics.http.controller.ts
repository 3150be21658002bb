import { Controller, Get, Inject, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type Response } from 'express';
import { metricsResponseSchema } from '@buildmentor/contracts';
import { Public } from '../../auth/public.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { GetMetricsQuery } from './get-metrics.query';

export const getMetricsDoc: RouteDoc = {
  method: 'get',
  path: '/api/metrics',
  summary:
    'Prometheus metrics of this API process (text exposition format). No token: keep it off the public internet (docs/decisions.md)',
  tag: 'status',
  auth: false,
  response: metricsResponseSchema,
};

@Controller('metrics')
export class GetMetricsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Public()
  @Get()
  async metrics(@Res({ passthrough: true }) response: Response) {
    const { contentType, text } = await this.queries.execute(new GetMetricsQuery());
    response.setHeader('Content-Type', contentType);
    return text;
  }
}
