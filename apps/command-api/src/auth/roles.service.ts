import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig } from '@buildmentor/config';
import { type Role } from '@buildmentor/contracts';
import { userDecider } from '@buildmentor/domain';
import { CONFIG } from '../infrastructure/tokens';
import { DeciderRunner } from '../shared/decider-runner';
import { demoRole } from './roles';

/**
 * Who is an admin, decided on the server on every request (the original only checked in the
 * browser). Demo mode: the spec's email rule. Password mode: only ADMIN_EMAILS. In both, a
 * DeveloperAccessGranted event makes the user an admin. Read from the user's own stream, so a
 * grant takes effect on the next request.
 */
@Injectable()
export class RolesService {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
  ) {}

  async roleOf(uid: string, email: string): Promise<Role> {
    if (this.emailRole(email) === 'admin') return 'admin';
    return (await this.hasDeveloperAccess(uid)) ? 'admin' : 'user';
  }

  async isAdmin(uid: string, email: string): Promise<boolean> {
    return (await this.roleOf(uid, email)) === 'admin';
  }

  /**
   * The same rule from a profile row (email + the projected developer-access flag), for lists of
   * many users where loading every user's stream would be wasteful; the guard uses isAdmin.
   */
  isAdminRecord(email: string | null, developerAccess: boolean): boolean {
    return developerAccess || (email !== null && this.emailRole(email) === 'admin');
  }

  async hasDeveloperAccess(uid: string): Promise<boolean> {
    const state = await this.runner.load(userDecider, `user-${uid}`);
    return state.status === 'registered' && state.developerAccess;
  }

  private emailRole(email: string): Role {
    if (this.config.AUTH_MODE === 'demo') return demoRole(email, this.config.ADMIN_EMAILS);
    return this.config.ADMIN_EMAILS.includes(email.toLowerCase()) ? 'admin' : 'user';
  }
}
