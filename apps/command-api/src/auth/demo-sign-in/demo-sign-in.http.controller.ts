import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { demoSignInRequestSchema, signInResponseSchema, type SignInResponse } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { Public } from '../public.decorator';
import { DemoSignInCommand } from './demo-sign-in.command';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';

export const demoSignInDoc: RouteDoc = {
  method: 'post',
  path: '/api/auth/demo',
  summary: 'Demo sign-in: creates or signs in a demo user and returns a signed session token',
  tag: 'auth',
  auth: false,
  body: demoSignInRequestSchema,
  response: signInResponseSchema,
};

@Controller('auth')
export class DemoSignInController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @RateLimit('demo-sign-in')
  @Post('demo')
  @HttpCode(200)
  signIn(@Body() body: unknown, @Req() request: AppRequest): Promise<SignInResponse> {
    const input = parseRequest(demoSignInRequestSchema, body, 'body');
    return this.commands.execute(new DemoSignInCommand(input, request.correlationId));
  }
}
