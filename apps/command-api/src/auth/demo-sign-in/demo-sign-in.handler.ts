import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type SignInResponse } from '@buildmentor/contracts';
import { quotaDecider, UserAlreadyRegisteredError, userDecider } from '@buildmentor/domain';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { demoRole } from '../roles';
import { TokenService } from '../token.service';
import { DemoSignInCommand } from './demo-sign-in.command';
import { demoIdentity } from './demo-identity';

const METHOD = { auto: 'demo', sign_up: 'demo', sign_in: 'demo', google: 'google' } as const;

/**
 * Demo sign-in with the server as the authority: registers the user on first sight
 * (UserRegistered, and TrialStarted on their quota stream), records later sign-ins, and returns a
 * signed token that every other endpoint verifies.
 */
@CommandHandler(DemoSignInCommand)
export class DemoSignInHandler implements ICommandHandler<DemoSignInCommand, SignInResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request, correlationId }: DemoSignInCommand): Promise<SignInResponse> {
    const at = this.clock();
    const identity = demoIdentity(request, at);
    const context = { actorId: identity.uid, correlationId, causationId: newId(), at };
    const userStream = `user-${identity.uid}`;
    let position: number;
    try {
      const registered = await this.runner.run(userDecider, userStream, {
        type: 'RegisterUser',
        data: { userId: identity.uid, email: identity.email, displayName: identity.displayName, authMode: 'demo', userType: identity.userType },
      }, context);
      position = registered.position;
    } catch (error) {
      if (!(error instanceof UserAlreadyRegisteredError)) throw error;
      const signedIn = await this.runner.run(userDecider, userStream, {
        type: 'RecordSignIn',
        data: { userId: identity.uid, method: METHOD[request.method ?? 'auto'] },
      }, context);
      position = signedIn.position;
    }
    // Idempotent: a returning user's trial is not granted twice.
    const trial = await this.runner.run(quotaDecider, `quota-${identity.uid}`, { type: 'StartTrial', data: { userId: identity.uid } }, context);
    position = Math.max(position, trial.position);

    const role = demoRole(identity.email, this.config.ADMIN_EMAILS);
    const token = await this.tokens.issue({ uid: identity.uid, email: identity.email, role, userType: identity.userType, authMode: 'demo' });
    return {
      user: {
        uid: identity.uid,
        email: identity.email,
        displayName: identity.displayName,
        emailVerified: true,
        photoURL: request.method === 'google' ? 'https://buildmentor.example/mock-google-avatar.png' : null,
        role,
        user_type: identity.userType,
      },
      token,
      position,
    };
  }
}
