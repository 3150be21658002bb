import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type SignInResponse } from '@buildmentor/contracts';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { AccountRegistry } from '../account-registry';
import { DemoSignInDisabledError } from '../auth.errors';
import { SessionService } from '../session.service';
import { DemoSignInCommand } from './demo-sign-in.command';
import { demoIdentity } from './demo-identity';

const METHOD = { auto: 'demo', sign_up: 'demo', sign_in: 'demo', google: 'google' } as const;

/**
 * Demo sign-in with the server as the authority: registers the user on first sight
 * (UserRegistered, and TrialStarted on their quota stream), records later sign-ins, and returns a
 * signed token that every other endpoint verifies.
 */
@CommandHandler(DemoSignInCommand)
export class DemoSignInHandler implements ICommandHandler<DemoSignInCommand> {
  constructor(
    @Inject(AccountRegistry) private readonly accounts: AccountRegistry,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ demo, correlationId }: DemoSignInCommand): Promise<SignInResponse> {
    if (this.config.AUTH_MODE !== 'demo') throw DemoSignInDisabledError();
    const at = this.clock();
    const identity = { ...demoIdentity(demo, at), authMode: 'demo' as const };
    const context = commandContext(identity.userId, correlationId, at);
    const position = await this.accounts.registerOrSignIn(identity, METHOD[demo.method], context);
    const photoURL = demo.method === 'google' ? 'https://buildmentor.example/mock-google-avatar.png' : null;
    return this.sessions.open({ ...identity, photoURL }, position);
  }
}
