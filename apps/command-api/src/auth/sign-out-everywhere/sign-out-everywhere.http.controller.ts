import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { signOutEverywhereResponseSchema } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { CurrentUser } from '../current-user.decorator';
import { SignOutEverywhereCommand } from './sign-out-everywhere.command';

export const signOutEverywhereDoc: RouteDoc = {
  method: 'post',
  path: '/api/auth/sign-out-everywhere',
  summary: 'Sign out every session of the signed-in user, this one included (any auth mode)',
  tag: 'auth',
  auth: true,
  response: signOutEverywhereResponseSchema,
};

@Controller('auth')
export class SignOutEverywhereController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('sign-out-everywhere')
  @HttpCode(200)
  signOut(@CurrentUser() user: AuthenticatedUser, @CorrelationId() correlationId: string) {
    return this.commands.execute(new SignOutEverywhereCommand(user, correlationId));
  }
}
