import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messageResponseSchema, passwordResetConfirmSchema } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { CorrelationId } from '../../http/request-meta.decorators';
import { parseRequest } from '../../http/request-validation.error';
import { Public } from '../public.decorator';
import { ConfirmPasswordResetCommand } from './confirm-password-reset.command';

export const confirmPasswordResetDoc: RouteDoc = {
  method: 'post',
  path: '/api/auth/password-reset/confirm',
  summary: 'Set a new password with a reset token',
  tag: 'auth',
  auth: false,
  body: passwordResetConfirmSchema,
  response: messageResponseSchema,
  errors: [404],
};

@RateLimit('credentials')
@Controller('auth/password-reset')
export class ConfirmPasswordResetController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post('confirm')
  @HttpCode(200)
  confirm(@Body() body: unknown, @CorrelationId() correlationId: string) {
    const { token, password } = parseRequest(passwordResetConfirmSchema, body, 'body');
    return withHttpPaths({ password: 'body.password' }, () =>
      this.commands.execute(new ConfirmPasswordResetCommand(token, password, correlationId)),
    );
  }
}
