import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type AuthConfigResponse } from '@buildmentor/contracts';
import { CONFIG } from '../../infrastructure/tokens';
import { MIN_PASSWORD_LENGTH } from '../password/password-policy';
import { GetAuthConfigQuery } from './get-auth-config.query';

/** The spec's demo minimum (section 9) applies in demo mode; real accounts need 8. */
const DEMO_MIN_PASSWORD_LENGTH = 6;

/** Which sign-in methods this server offers, so the /auth screen shows only those. */
@QueryHandler(GetAuthConfigQuery)
export class GetAuthConfigHandler implements IQueryHandler<GetAuthConfigQuery> {
  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  async execute(): Promise<AuthConfigResponse> {
    const password = this.config.AUTH_MODE === 'password';
    return {
      mode: this.config.AUTH_MODE,
      google_enabled: password
        ? Boolean(this.config.GOOGLE_CLIENT_ID && this.config.GOOGLE_CLIENT_SECRET)
        : true,
      min_password_length: password ? MIN_PASSWORD_LENGTH : DEMO_MIN_PASSWORD_LENGTH,
    };
  }
}
