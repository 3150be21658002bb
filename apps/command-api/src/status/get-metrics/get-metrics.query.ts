import { Query } from '@nestjs/cqrs';
import { type MetricsExposition } from '../../shared/metrics/api-metrics';

export class GetMetricsQuery extends Query<MetricsExposition> {}
