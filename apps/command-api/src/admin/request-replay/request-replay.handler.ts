import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ReplayRequestResponse } from '@buildmentor/contracts';
import { ReplayAlreadyRunningError, replayDecider } from '@buildmentor/domain';
import { REPLAYS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { RequestReplayCommand } from './request-replay.command';

/**
 * Records ReplayRequested; the projector process runs the replay (the API never touches the
 * read models' writes, and the two apps never call each other). A replay already running is
 * refused here for a clear answer; the projector also runs only one at a time.
 */
@CommandHandler(RequestReplayCommand)
export class RequestReplayHandler implements ICommandHandler<RequestReplayCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ admin, reason, correlationId }: RequestReplayCommand): Promise<ReplayRequestResponse> {
    const running = await (await this.readModels.collection(REPLAYS)).countDocuments({ status: 'running' });
    if (running > 0) throw ReplayAlreadyRunningError();
    const replayId = newId();
    const context = commandContext(admin.userId, correlationId, this.clock(), replayId);
    const result = await this.runner.run(
      replayDecider,
      `replay-${replayId}`,
      { type: 'RequestReplay', data: { replayId, requestedBy: admin.userId, reason } },
      context,
    );
    return {
      success: true,
      replay_id: replayId,
      message:
        'Replay requested: the read models are being rebuilt into a fresh namespace and will switch live when done.',
      position: result.position,
    };
  }
}
