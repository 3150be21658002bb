import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messageResponseSchema, passwordResetRequestSchema } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { ClientAddress, CorrelationId } from '../../http/request-meta.decorators';
import { parseRequest } from '../../http/request-validation.error';
import { Public } from '../public.decorator';
import { RequestPasswordResetCommand } from './request-password-reset.command';

export const requestPasswordResetDoc: RouteDoc = {
  method: 'post',
  path: '/api/auth/password-reset/request',
  summary: 'Email a single-use reset link (same answer for unknown addresses)',
  tag: 'auth',
  auth: false,
  body: passwordResetRequestSchema,
  response: messageResponseSchema,
  errors: [404, 429],
};

@RateLimit('credentials')
@Controller('auth/password-reset')
export class RequestPasswordResetController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post('request')
  @HttpCode(200)
  request(
    @Body() body: unknown,
    @ClientAddress() clientAddress: string,
    @CorrelationId() correlationId: string,
  ) {
    const { email } = parseRequest(passwordResetRequestSchema, body, 'body');
    return this.commands.execute(new RequestPasswordResetCommand(email, clientAddress, correlationId));
  }
}
