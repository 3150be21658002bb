import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { developerAccessRequestSchema, developerAccessResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { GrantDeveloperAccessCommand } from './grant-developer-access.command';

export const grantDeveloperAccessDoc: RouteDoc = {
  method: 'post',
  path: '/api/admin/developer-access',
  summary: 'Admin: grant a user developer (admin) access',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  body: developerAccessRequestSchema,
  response: developerAccessResponseSchema,
  errors: [403, 404],
};

@Controller('admin')
export class GrantDeveloperAccessController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @AdminOnly()
  @Post('developer-access')
  @HttpCode(200)
  grant(
    @Body() body: unknown,
    @CurrentUser() admin: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { user_id, reason } = parseRequest(developerAccessRequestSchema, body, 'body');
    return this.commands.execute(new GrantDeveloperAccessCommand(admin, user_id, reason, correlationId));
  }
}
