import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type LivenessResponse } from '@buildmentor/contracts';
import { CheckLivenessQuery } from './check-liveness.query';

/**
 * Answers as long as the process serves HTTP. It reads no store on purpose: an orchestrator
 * restarts a process whose liveness fails, and restarting cannot bring back a store that is away.
 */
@QueryHandler(CheckLivenessQuery)
export class CheckLivenessHandler implements IQueryHandler<CheckLivenessQuery> {
  execute(): Promise<LivenessResponse> {
    return Promise.resolve({ status: 'live' });
  }
}
