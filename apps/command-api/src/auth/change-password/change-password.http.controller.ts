import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { passwordChangeRequestSchema, signInResponseSchema, type SignInResponse } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { CurrentUser } from '../current-user.decorator';
import { ChangePasswordCommand } from './change-password.command';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { clientAddress } from '../../http/client-address';

export const changePasswordDoc: RouteDoc = {
  method: 'post', path: '/api/auth/password/change', summary: 'Password mode: change the password; every earlier session is signed out and a fresh token is returned', tag: 'auth', auth: true,
  body: passwordChangeRequestSchema, response: signInResponseSchema, errors: [404, 429],
};

@RateLimit('credentials')
@Controller('auth/password')
export class ChangePasswordController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('change')
  @HttpCode(200)
  change(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<SignInResponse> {
    const input = parseRequest(passwordChangeRequestSchema, body, 'body');
    return this.commands.execute(new ChangePasswordCommand(user, input, clientAddress(request), request.correlationId));
  }
}
