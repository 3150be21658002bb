import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { passwordSignUpRequestSchema, signInResponseSchema, type SignInResponse } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { Public } from '../public.decorator';
import { SignUpCommand } from './sign-up.command';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { clientAddress } from '../../http/client-address';

export const signUpDoc: RouteDoc = {
  method: 'post', path: '/api/auth/sign-up', summary: 'Password mode: create an account and sign in', tag: 'auth', auth: false,
  body: passwordSignUpRequestSchema, response: signInResponseSchema, errors: [404, 409, 429],
};

@RateLimit('credentials')
@Controller('auth')
export class SignUpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post('sign-up')
  @HttpCode(200)
  signUp(@Body() body: unknown, @Req() request: AppRequest): Promise<SignInResponse> {
    const input = parseRequest(passwordSignUpRequestSchema, body, 'body');
    return this.commands.execute(new SignUpCommand(input, clientAddress(request), request.correlationId));
  }
}
