import { Inject, Injectable } from '@nestjs/common';
import { type AuthUser, type SignInResponse } from '@buildmentor/contracts';
import { RolesService } from './roles.service';
import { TokenService } from './token.service';

export interface SessionIdentity {
  userId: string;
  email: string;
  displayName: string;
  userType: 'demo' | 'pro';
  authMode: 'demo' | 'password';
  photoURL?: string | null;
}

/**
 * Turns a signed-in identity into the response every sign-in endpoint returns. The role and
 * emailVerified come from the user's stream (RolesService); the token carries the current session
 * version (TokenService).
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(RolesService) private readonly roles: RolesService,
  ) {}

  async open(identity: SessionIdentity, position: number): Promise<SignInResponse> {
    const { role, emailVerified } = await this.roles.accessOf(identity.userId, identity.email);
    const token = await this.tokens.issue({
      userId: identity.userId,
      email: identity.email,
      role,
      userType: identity.userType,
      authMode: identity.authMode,
    });
    const user: AuthUser = {
      uid: identity.userId,
      email: identity.email,
      displayName: identity.displayName,
      emailVerified,
      photoURL: identity.photoURL ?? null,
      role,
      user_type: identity.userType,
    };
    return { user, token, position };
  }
}
