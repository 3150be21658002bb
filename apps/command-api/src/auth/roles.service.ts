import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig } from '@buildmentor/config';
import { type Role } from '@buildmentor/contracts';
import { userDecider } from '@buildmentor/domain';
import { CONFIG } from '../infrastructure/tokens';
import { DeciderRunner } from '../shared/decider-runner';
import { demoRole } from './roles';

/** What a session says about its user: the role and whether the address is proven. */
export interface Access {
  role: Role;
  emailVerified: boolean;
}

/**
 * Who is an admin, decided on the server on every request (the original only checked in the
 * browser). Demo mode: the spec's email rule. Password mode: an ADMIN_EMAILS address, but only
 * once it is verified (otherwise anyone could sign up with it first). In both, a
 * DeveloperAccessGranted event not revoked since makes the user an admin. Read from the user's own
 * stream, so a grant, a revocation or a verification takes effect on the next request.
 */
@Injectable()
export class RolesService {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
  ) {}

  async accessOf(userId: string, email: string): Promise<Access> {
    const state = await this.runner.load(userDecider, `user-${userId}`);
    const user = state.status === 'registered' ? state : null;
    // Before registration (a retried sign-up) only demo mode counts an address as verified.
    const emailVerified = user ? user.emailVerified : this.config.AUTH_MODE === 'demo';
    const admin =
      (user?.developerAccess ?? false) || this.emailRole(user?.email ?? email, emailVerified) === 'admin';
    return { role: admin ? 'admin' : 'user', emailVerified };
  }

  async roleOf(userId: string, email: string): Promise<Role> {
    return (await this.accessOf(userId, email)).role;
  }

  async isAdmin(userId: string, email: string): Promise<boolean> {
    return (await this.roleOf(userId, email)) === 'admin';
  }

  /**
   * The same rule from a profile row (email, the projected developer-access and verified flags),
   * for lists of many users where loading every user's stream would be wasteful; the guard uses isAdmin.
   */
  isAdminRecord(email: string | null, developerAccess: boolean, emailVerified: boolean): boolean {
    return developerAccess || (email !== null && this.emailRole(email, emailVerified) === 'admin');
  }

  async hasDeveloperAccess(userId: string): Promise<boolean> {
    const state = await this.runner.load(userDecider, `user-${userId}`);
    return state.status === 'registered' && state.developerAccess;
  }

  private emailRole(email: string, emailVerified: boolean): Role {
    if (this.config.AUTH_MODE === 'demo') return demoRole(email, this.config.ADMIN_EMAILS);
    return emailVerified && this.config.ADMIN_EMAILS.includes(email.toLowerCase()) ? 'admin' : 'user';
  }
}
