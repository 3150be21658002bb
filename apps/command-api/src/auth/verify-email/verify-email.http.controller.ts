import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messageResponseSchema, type MessageResponse, verifyEmailRequestSchema, verifyEmailResponseSchema, type VerifyEmailResponse } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { CurrentUser } from '../current-user.decorator';
import { Public } from '../public.decorator';
import { ResendVerificationCommand, VerifyEmailCommand } from './verify-email.commands';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { clientAddress } from '../../http/client-address';

export const verifyEmailDocs: RouteDoc[] = [
  { method: 'post', path: '/api/auth/verify-email', summary: 'Password mode: verify the email address with the single-use token from the sign-up mail', tag: 'auth', auth: false, body: verifyEmailRequestSchema, response: verifyEmailResponseSchema, errors: [404, 409] },
  { method: 'post', path: '/api/auth/verify-email/resend', summary: 'Password mode: mail a new verification link to the signed-in user', tag: 'auth', auth: true, response: messageResponseSchema, errors: [404, 409, 429] },
];

@RateLimit('credentials')
@Controller('auth/verify-email')
export class VerifyEmailController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post()
  @HttpCode(200)
  verify(@Body() body: unknown, @Req() request: AppRequest): Promise<VerifyEmailResponse> {
    const { token } = parseRequest(verifyEmailRequestSchema, body, 'body');
    return this.commands.execute(new VerifyEmailCommand(token, request.correlationId));
  }

  @Post('resend')
  @HttpCode(200)
  resend(@CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<MessageResponse> {
    return this.commands.execute(new ResendVerificationCommand(user, clientAddress(request), request.correlationId));
  }
}
