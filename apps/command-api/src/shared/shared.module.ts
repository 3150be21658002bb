import { Global, Module } from '@nestjs/common';
import { ProblemDetailsFilter } from '../http/problem-details.filter';
import { DeciderRunner } from './decider-runner';
import { ApiMetrics } from './metrics/api-metrics';

/**
 * What every area may inject without importing a module for it, like InfrastructureModule's
 * ports: the decider runner (the one write path), the problem-details filter (the one error
 * format; the streaming ask writes its errors with it, and AppModule registers it as the filter)
 * and the metrics registry (every metric of the API; GET /api/metrics and the System tab read it).
 */
@Global()
@Module({
  providers: [DeciderRunner, ProblemDetailsFilter, ApiMetrics],
  exports: [DeciderRunner, ProblemDetailsFilter, ApiMetrics],
})
export class SharedModule {}
