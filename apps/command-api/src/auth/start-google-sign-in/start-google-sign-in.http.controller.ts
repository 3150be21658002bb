import { Controller, Get, Inject, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type Response } from 'express';
import { z } from 'zod';
import { type AppConfig } from '@buildmentor/config';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { CONFIG } from '../../infrastructure/tokens';
import { STATE_COOKIE, stateCookieOptions } from '../google/google-state-cookie';
import { Public } from '../public.decorator';
import { StartGoogleSignInQuery } from './start-google-sign-in.query';

export const startGoogleSignInDoc: RouteDoc = {
  method: 'get',
  path: '/api/auth/google/start',
  summary: 'Password mode with an OIDC client: redirect to Google sign-in',
  tag: 'auth',
  auth: false,
  response: z.object({}),
  successStatus: 302,
  errors: [404],
};

@RateLimit('credentials')
@Controller('auth/google')
export class StartGoogleSignInController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('start')
  async start(@Res() response: Response): Promise<void> {
    const { state, authorizationUrl } = await this.queries.execute(new StartGoogleSignInQuery());
    response.cookie(STATE_COOKIE, state, stateCookieOptions(this.config));
    response.redirect(302, authorizationUrl);
  }
}
