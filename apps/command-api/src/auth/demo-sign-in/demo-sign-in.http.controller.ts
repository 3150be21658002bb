import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { demoSignInRequestSchema, signInResponseSchema } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { CorrelationId } from '../../http/request-meta.decorators';
import { parseRequest } from '../../http/request-validation.error';
import { Public } from '../public.decorator';
import { DemoSignInCommand } from './demo-sign-in.command';

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
  signIn(@Body() body: unknown, @CorrelationId() correlationId: string) {
    const { email, user_type, method, demo_key } = parseRequest(demoSignInRequestSchema, body, 'body');
    return this.commands.execute(
      new DemoSignInCommand(
        {
          email: email ?? null,
          userType: user_type ?? null,
          method: method ?? 'auto',
          demoKey: demo_key ?? null,
        },
        correlationId,
      ),
    );
  }
}
