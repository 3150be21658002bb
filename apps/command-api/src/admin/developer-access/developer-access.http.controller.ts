import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { developerAccessRequestSchema, developerAccessResponseSchema, developerStatusResponseSchema, type DeveloperStatusResponse } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RolesService } from '../../auth/roles.service';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { GrantDeveloperAccessCommand } from './grant-developer-access.command';

export const developerAccessDocs: RouteDoc[] = [
  { method: 'post', path: '/api/admin/developer-access', summary: 'Admin: grant a user developer (admin) access', tag: 'admin', auth: true, adminOnly: true, body: developerAccessRequestSchema, response: developerAccessResponseSchema, errors: [403, 404] },
  { method: 'get', path: '/api/admin/check-developer-status', summary: "The signed-in user's developer access", tag: 'admin', auth: true, response: developerStatusResponseSchema },
];

@Controller('admin')
export class DeveloperAccessController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(RolesService) private readonly roles: RolesService,
  ) {}

  @AdminOnly()
  @Post('developer-access')
  @HttpCode(200)
  grant(@Body() body: unknown, @CurrentUser() admin: AuthenticatedUser, @Req() request: AppRequest) {
    const input = parseRequest(developerAccessRequestSchema, body, 'body');
    return this.commands.execute(new GrantDeveloperAccessCommand(admin, input, request.correlationId));
  }

  @Get('check-developer-status')
  async status(@CurrentUser() user: AuthenticatedUser): Promise<DeveloperStatusResponse> {
    const [developerAccess, isAdmin] = await Promise.all([this.roles.hasDeveloperAccess(user.uid), this.roles.isAdmin(user.uid, user.email)]);
    return { developer_access: developerAccess, is_admin: isAdmin };
  }
}
