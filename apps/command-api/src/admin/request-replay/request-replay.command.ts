import { type AuthenticatedUser } from '../../http/request-context';

export class RequestReplayCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly reason: string,
    readonly correlationId: string,
  ) {}
}
