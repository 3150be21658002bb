import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApiMetrics, type MetricsExposition } from '../../shared/metrics/api-metrics';
import { GetMetricsQuery } from './get-metrics.query';

/** This API process's registry as Prometheus scrapes it (docs/decisions.md: who may read it). */
@QueryHandler(GetMetricsQuery)
export class GetMetricsHandler implements IQueryHandler<GetMetricsQuery> {
  constructor(@Inject(ApiMetrics) private readonly metrics: ApiMetrics) {}

  execute(): Promise<MetricsExposition> {
    return this.metrics.exposition();
  }
}
