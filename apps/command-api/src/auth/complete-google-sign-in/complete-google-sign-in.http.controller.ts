import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Response } from 'express';
import { z } from 'zod';
import { type AppConfig, publicUrl } from '@buildmentor/config';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { type AppRequest } from '../../http/request-context';
import { CONFIG } from '../../infrastructure/tokens';
import { clearedStateCookie, parseCookie, STATE_COOKIE } from '../google/google-state-cookie';
import { Public } from '../public.decorator';
import { CompleteGoogleSignInCommand } from './complete-google-sign-in.command';

const callbackQuery = z.object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(2000) });

export const completeGoogleSignInDoc: RouteDoc = {
  method: 'get',
  path: '/api/auth/google/callback',
  summary: 'OIDC redirect target: signs in and redirects to /auth with the session in the URL fragment',
  tag: 'auth',
  auth: false,
  query: callbackQuery,
  response: z.object({}),
  successStatus: 302,
  errors: [401, 404],
};

/**
 * Google's redirect target. A malformed callback is not a 400: like a forged one it is refused by
 * the handler as an invalid state (after the 404 for a server without Google sign-in).
 */
@RateLimit('credentials')
@Controller('auth/google')
export class CompleteGoogleSignInController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('callback')
  async callback(
    @Query() query: unknown,
    @Req() request: AppRequest,
    @Res() response: Response,
  ): Promise<void> {
    const parsed = callbackQuery.safeParse(query);
    const cookieState = parseCookie(request.headers.cookie ?? '', STATE_COOKIE);
    const session = await this.commands.execute(
      new CompleteGoogleSignInCommand(
        parsed.success ? parsed.data : null,
        cookieState,
        request.correlationId,
      ),
    );
    response.clearCookie(STATE_COOKIE, clearedStateCookie);
    const fragment = new URLSearchParams({
      token: session.token,
      user: Buffer.from(JSON.stringify(session.user)).toString('base64url'),
      position: String(session.position),
    });
    response.redirect(302, `${publicUrl(this.config)}/auth#${fragment.toString()}`);
  }
}
