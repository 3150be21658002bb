import { Global, Module } from '@nestjs/common';
import { ProblemDetailsFilter } from '../http/problem-details.filter';
import { DeciderRunner } from './decider-runner';

/**
 * What every area may inject without importing a module for it, like InfrastructureModule's
 * ports: the decider runner (the one write path) and the problem-details filter (the one error
 * format; the streaming ask writes its errors with it, and AppModule registers it as the filter).
 */
@Global()
@Module({
  providers: [DeciderRunner, ProblemDetailsFilter],
  exports: [DeciderRunner, ProblemDetailsFilter],
})
export class SharedModule {}
