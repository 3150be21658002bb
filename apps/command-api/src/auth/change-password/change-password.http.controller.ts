import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { passwordChangeRequestSchema, signInResponseSchema } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { ClientAddress, CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { CurrentUser } from '../current-user.decorator';
import { ChangePasswordCommand } from './change-password.command';

export const changePasswordDoc: RouteDoc = {
  method: 'post',
  path: '/api/auth/password/change',
  summary:
    'Password mode: change the password; every earlier session is signed out and a fresh token is returned',
  tag: 'auth',
  auth: true,
  body: passwordChangeRequestSchema,
  response: signInResponseSchema,
  errors: [404, 429],
};

const HTTP_PATHS = { currentPassword: 'body.current_password', newPassword: 'body.new_password' };

@RateLimit('credentials')
@Controller('auth/password')
export class ChangePasswordController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('change')
  @HttpCode(200)
  change(
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @ClientAddress() clientAddress: string,
    @CorrelationId() correlationId: string,
  ) {
    const { current_password, new_password } = parseRequest(passwordChangeRequestSchema, body, 'body');
    return withHttpPaths(HTTP_PATHS, () =>
      this.commands.execute(
        new ChangePasswordCommand(user, current_password, new_password, clientAddress, correlationId),
      ),
    );
  }
}
