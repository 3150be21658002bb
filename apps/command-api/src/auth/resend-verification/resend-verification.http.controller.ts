import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messageResponseSchema } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { ClientAddress, CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { CurrentUser } from '../current-user.decorator';
import { ResendVerificationCommand } from './resend-verification.command';

export const resendVerificationDoc: RouteDoc = {
  method: 'post',
  path: '/api/auth/verify-email/resend',
  summary: 'Password mode: mail a new verification link to the signed-in user',
  tag: 'auth',
  auth: true,
  response: messageResponseSchema,
  errors: [404, 409, 429],
};

@RateLimit('credentials')
@Controller('auth/verify-email')
export class ResendVerificationController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('resend')
  @HttpCode(200)
  resend(
    @CurrentUser() user: AuthenticatedUser,
    @ClientAddress() clientAddress: string,
    @CorrelationId() correlationId: string,
  ) {
    // An unregistered user is refused like an invalid link, on the field the verify request names.
    return withHttpPaths({ token: 'body.token' }, () =>
      this.commands.execute(new ResendVerificationCommand(user, clientAddress, correlationId)),
    );
  }
}
