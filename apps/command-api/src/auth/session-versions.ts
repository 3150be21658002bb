import { Inject, Injectable } from '@nestjs/common';
import { credentialDecider } from '@buildmentor/domain';
import { DeciderRunner } from '../shared/decider-runner';
import { credentialStream } from './password/password-identity';

/**
 * The current session token version of a user, read from the write side: the `credential-<userId>`
 * stream through DeciderRunner.load, which checks the stream's revision on every call (one indexed
 * lookup) and folds only newer events. So a revocation is seen by the very next request, on every
 * API instance, with no read model lag in between. Users who never revoked anything (every demo
 * user, most others) have no such stream, and their version is 0.
 */
@Injectable()
export class SessionVersions {
  constructor(@Inject(DeciderRunner) private readonly runner: DeciderRunner) {}

  async current(userId: string): Promise<number> {
    return (await this.runner.load(credentialDecider, credentialStream(userId))).tokenVersion;
  }
}
