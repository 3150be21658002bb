import { Inject, Injectable } from '@nestjs/common';
import { quotaDecider, UserAlreadyRegisteredError, userDecider } from '@buildmentor/domain';
import { type CommandContext } from '../shared/command-metadata';
import { DeciderRunner } from '../shared/decider-runner';
import { type SessionIdentity } from './session.service';

/**
 * Registration shared by every sign-in path: UserRegistered the first time (and the trial on the
 * quota stream, idempotently, so a crash between the two appends heals on the next sign-in),
 * UserSignedIn afterwards. Returns the log position of the last event written.
 */
@Injectable()
export class AccountRegistry {
  constructor(@Inject(DeciderRunner) private readonly runner: DeciderRunner) {}

  async registerOrSignIn(
    identity: SessionIdentity,
    method: 'demo' | 'password' | 'google',
    context: CommandContext,
  ): Promise<number> {
    const stream = `user-${identity.userId}`;
    let position: number;
    try {
      const registered = await this.runner.run(
        userDecider,
        stream,
        {
          type: 'RegisterUser',
          data: {
            userId: identity.userId,
            email: identity.email,
            displayName: identity.displayName,
            authMode: identity.authMode,
            userType: identity.userType,
          },
        },
        context,
      );
      position = registered.position;
    } catch (error) {
      if (!UserAlreadyRegisteredError.is(error)) throw error;
      position = (
        await this.runner.run(
          userDecider,
          stream,
          { type: 'RecordSignIn', data: { userId: identity.userId, method } },
          context,
        )
      ).position;
    }
    const trial = await this.runner.run(
      quotaDecider,
      `quota-${identity.userId}`,
      { type: 'StartTrial', data: { userId: identity.userId } },
      context,
    );
    return Math.max(position, trial.position);
  }
}
