import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ReplayRequestResponse, type ReplayStatus } from '@buildmentor/contracts';
import { replayDecider } from '@buildmentor/domain';
import { type Doc } from '@buildmentor/read-store';
import { HttpProblem } from '../../http/problem-details.filter';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { REPLAYS_COLLECTION } from '../admin-read-models';
import { RequestReplayCommand } from './request-replay.command';

/**
 * Records ReplayRequested; the projector process runs the replay (the API never touches the
 * read models' writes, and the two apps never call each other). A replay already running is
 * refused here for a clear answer; the projector also runs only one at a time.
 */
@CommandHandler(RequestReplayCommand)
export class RequestReplayHandler implements ICommandHandler<RequestReplayCommand, ReplayRequestResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ admin, reason, correlationId }: RequestReplayCommand): Promise<ReplayRequestResponse> {
    const running = await (await this.readModels.collection<Doc & ReplayStatus>(REPLAYS_COLLECTION)).countDocuments({ status: 'running' });
    if (running > 0) throw new HttpProblem(409, 'REPLAY.ALREADY_RUNNING', 'A replay is already running; wait for it to finish.');
    const replayId = newId();
    const result = await this.runner.run(replayDecider, `replay-${replayId}`, { type: 'RequestReplay', data: { replayId, requestedBy: admin.uid, reason } }, {
      actorId: admin.uid,
      correlationId,
      causationId: replayId,
      at: this.clock(),
    });
    return { success: true, replay_id: replayId, message: 'Replay requested: the read models are being rebuilt into a fresh namespace and will switch live when done.', position: result.position };
  }
}
