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

  async registerOrSignIn(identity: SessionIdentity, method: 'demo' | 'password' | 'google', context: CommandContext): Promise<number> {
    const stream = `user-${identity.uid}`;
    let position: number;
    try {
      const registered = await this.runner.run(userDecider, stream, {
        type: 'RegisterUser',
        data: { userId: identity.uid, email: identity.email, displayName: identity.displayName, authMode: identity.authMode, userType: identity.userType },
      }, context);
      position = registered.position;
    } catch (error) {
      if (!(error instanceof UserAlreadyRegisteredError)) throw error;
      position = (await this.runner.run(userDecider, stream, { type: 'RecordSignIn', data: { userId: identity.uid, method } }, context)).position;
    }
    const trial = await this.runner.run(quotaDecider, `quota-${identity.uid}`, { type: 'StartTrial', data: { userId: identity.uid } }, context);
    return Math.max(position, trial.position);
  }
}
