import { Controller, Get, Inject } from '@nestjs/common';
import { adminStatusResponseSchema, type AdminStatusResponse } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RolesService } from '../../auth/roles.service';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';

export const checkAdminStatusDoc: RouteDoc = {
  method: 'get', path: '/api/admin/check-admin-status', summary: 'Whether the signed-in user is an admin (server-side check)', tag: 'admin', auth: true, response: adminStatusResponseSchema,
};

@Controller('admin')
export class CheckAdminStatusController {
  constructor(@Inject(RolesService) private readonly roles: RolesService) {}

  @Get('check-admin-status')
  async status(@CurrentUser() user: AuthenticatedUser): Promise<AdminStatusResponse> {
    return { is_admin: await this.roles.isAdmin(user.uid, user.email) };
  }
}
