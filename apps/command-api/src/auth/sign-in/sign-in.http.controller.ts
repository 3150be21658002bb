import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { passwordSignInRequestSchema, signInResponseSchema } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { ClientAddress, CorrelationId } from '../../http/request-meta.decorators';
import { parseRequest } from '../../http/request-validation.error';
import { Public } from '../public.decorator';
import { SignInCommand } from './sign-in.command';

export const signInDoc: RouteDoc = {
  method: 'post',
  path: '/api/auth/sign-in',
  summary: 'Password mode: sign in',
  tag: 'auth',
  auth: false,
  body: passwordSignInRequestSchema,
  response: signInResponseSchema,
  errors: [404, 429],
};

@RateLimit('credentials')
@Controller('auth')
export class SignInController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post('sign-in')
  @HttpCode(200)
  signIn(
    @Body() body: unknown,
    @ClientAddress() clientAddress: string,
    @CorrelationId() correlationId: string,
  ) {
    const { email, password } = parseRequest(passwordSignInRequestSchema, body, 'body');
    return this.commands.execute(new SignInCommand(email, password, clientAddress, correlationId));
  }
}
