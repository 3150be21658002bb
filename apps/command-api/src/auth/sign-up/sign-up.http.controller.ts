import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { passwordSignUpRequestSchema, signInResponseSchema } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { ClientAddress, CorrelationId } from '../../http/request-meta.decorators';
import { parseRequest } from '../../http/request-validation.error';
import { Public } from '../public.decorator';
import { SignUpCommand } from './sign-up.command';

export const signUpDoc: RouteDoc = {
  method: 'post',
  path: '/api/auth/sign-up',
  summary: 'Password mode: create an account and sign in',
  tag: 'auth',
  auth: false,
  body: passwordSignUpRequestSchema,
  response: signInResponseSchema,
  errors: [404, 409, 429],
};

@RateLimit('credentials')
@Controller('auth')
export class SignUpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post('sign-up')
  @HttpCode(200)
  signUp(
    @Body() body: unknown,
    @ClientAddress() clientAddress: string,
    @CorrelationId() correlationId: string,
  ) {
    const { email, password } = parseRequest(passwordSignUpRequestSchema, body, 'body');
    return withHttpPaths({ password: 'body.password' }, () =>
      this.commands.execute(new SignUpCommand(email, password, clientAddress, correlationId)),
    );
  }
}
