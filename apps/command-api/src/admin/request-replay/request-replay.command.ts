import { Command } from '@nestjs/cqrs';
import { type ReplayRequestResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class RequestReplayCommand extends Command<ReplayRequestResponse> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly reason: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
