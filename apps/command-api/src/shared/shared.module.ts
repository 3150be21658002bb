import { Global, Module } from '@nestjs/common';
import { ProblemDetailsFilter } from '../http/problem-details.filter';
import { DeciderRunner } from './decider-runner';
import { ApiMetrics } from './metrics/api-metrics';
import { SharedCounts } from './shared-counts/shared-counts.service';

/**
 * What every area may inject without importing a module for it, like InfrastructureModule's
 * ports: the decider runner (the one write path), the problem-details filter (the one error
 * format; the streaming ask writes its errors with it, and AppModule registers it as the filter),
 * the metrics registry (every metric of the API; GET /api/metrics and the System tab read it) and
 * the counters every API process shares (the rate limits and the sign-in throttle count with them).
 */
@Global()
@Module({
  providers: [DeciderRunner, ProblemDetailsFilter, ApiMetrics, SharedCounts],
  exports: [DeciderRunner, ProblemDetailsFilter, ApiMetrics, SharedCounts],
})
export class SharedModule {}
