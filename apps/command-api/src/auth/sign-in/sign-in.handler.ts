import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type SignInResponse } from '@buildmentor/contracts';
import { credentialDecider, emailDecider, userDecider } from '@buildmentor/domain';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { AccountRegistry } from '../account-registry';
import { InvalidCredentialsError, ThrottledError } from '../auth.errors';
import { decoyHash, verifyPassword } from '../password/password-hasher';
import { credentialStream, emailStream, normaliseEmail } from '../password/password-identity';
import { requirePasswordMode } from '../password/password-mode.guard';
import { SignInThrottle } from '../password/sign-in-throttle';
import { SessionService } from '../session.service';
import { SignInCommand } from './sign-in.command';

/**
 * Password sign-in. Unknown addresses and wrong passwords get the same 401 and take the same
 * time (a decoy hash is verified); failures are throttled per (address, client) pair.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(AccountRegistry) private readonly accounts: AccountRegistry,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    email: typedEmail,
    password,
    clientAddress,
    correlationId,
  }: SignInCommand): Promise<SignInResponse> {
    requirePasswordMode(this.config);
    const email = normaliseEmail(typedEmail);
    const at = this.clock();
    if (!this.throttle.allow(email, clientAddress, at.getTime())) throw ThrottledError();

    const claim = await this.runner.load(emailDecider, emailStream(email));
    const credential = claim.userId
      ? await this.runner.load(credentialDecider, credentialStream(claim.userId))
      : null;
    const hash = credential?.passwordHash ?? (await decoyHash());
    const matches = await verifyPassword(password, hash);
    if (!claim.userId || !credential?.passwordHash || !matches) {
      this.throttle.recordFailure(email, clientAddress, at.getTime());
      throw InvalidCredentialsError();
    }
    this.throttle.recordSuccess(email, clientAddress);
    const user = await this.runner.load(userDecider, `user-${claim.userId}`);
    const displayName = user.status === 'registered' ? user.displayName : (email.split('@')[0] ?? email);
    const identity = {
      userId: claim.userId,
      email,
      displayName,
      userType: 'demo' as const,
      authMode: 'password' as const,
    };
    const context = commandContext(claim.userId, correlationId, at);
    const position = await this.accounts.registerOrSignIn(identity, 'password', context);
    return this.sessions.open(identity, position);
  }
}
