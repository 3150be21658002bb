import { Controller, Get, Inject } from '@nestjs/common';
import { type AppConfig } from '@buildmentor/config';
import { authConfigResponseSchema, type AuthConfigResponse } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { CONFIG } from '../../infrastructure/tokens';
import { MIN_PASSWORD_LENGTH } from '../password/password-policy';
import { Public } from '../public.decorator';

/** The spec's demo minimum (section 9) applies in demo mode; real accounts need 8. */
const DEMO_MIN_PASSWORD_LENGTH = 6;

export const authConfigDoc: RouteDoc = {
  method: 'get', path: '/api/auth/config', summary: 'Which sign-in methods this server offers', tag: 'auth', auth: false, response: authConfigResponseSchema,
};

@Controller('auth')
export class AuthConfigController {
  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get('config')
  get(): AuthConfigResponse {
    const password = this.config.AUTH_MODE === 'password';
    return {
      mode: this.config.AUTH_MODE,
      google_enabled: password ? Boolean(this.config.GOOGLE_CLIENT_ID && this.config.GOOGLE_CLIENT_SECRET) : true,
      min_password_length: password ? MIN_PASSWORD_LENGTH : DEMO_MIN_PASSWORD_LENGTH,
    };
  }
}
