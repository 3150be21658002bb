import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messageResponseSchema, type MessageResponse, passwordResetConfirmSchema, passwordResetRequestSchema } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { Public } from '../public.decorator';
import { ConfirmPasswordResetCommand, RequestPasswordResetCommand } from './password-reset.commands';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { clientAddress } from '../../http/client-address';

export const passwordResetDocs: RouteDoc[] = [
  { method: 'post', path: '/api/auth/password-reset/request', summary: 'Email a single-use reset link (same answer for unknown addresses)', tag: 'auth', auth: false, body: passwordResetRequestSchema, response: messageResponseSchema, errors: [404, 429] },
  { method: 'post', path: '/api/auth/password-reset/confirm', summary: 'Set a new password with a reset token', tag: 'auth', auth: false, body: passwordResetConfirmSchema, response: messageResponseSchema, errors: [404] },
];

@RateLimit('credentials')
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post('request')
  @HttpCode(200)
  request(@Body() body: unknown, @Req() request: AppRequest): Promise<MessageResponse> {
    const { email } = parseRequest(passwordResetRequestSchema, body, 'body');
    return this.commands.execute(new RequestPasswordResetCommand(email, clientAddress(request), request.correlationId));
  }

  @Public()
  @Post('confirm')
  @HttpCode(200)
  confirm(@Body() body: unknown, @Req() request: AppRequest): Promise<MessageResponse> {
    const { token, password } = parseRequest(passwordResetConfirmSchema, body, 'body');
    return this.commands.execute(new ConfirmPasswordResetCommand(token, password, request.correlationId));
  }
}
