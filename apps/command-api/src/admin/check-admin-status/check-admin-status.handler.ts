import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminStatusResponse } from '@buildmentor/contracts';
import { RolesService } from '../../auth/roles.service';
import { CheckAdminStatusQuery } from './check-admin-status.query';

/** Whether the signed-in user is an admin, decided on the server on every call (the console's gate). */
@QueryHandler(CheckAdminStatusQuery)
export class CheckAdminStatusHandler implements IQueryHandler<CheckAdminStatusQuery> {
  constructor(@Inject(RolesService) private readonly roles: RolesService) {}

  async execute({ user }: CheckAdminStatusQuery): Promise<AdminStatusResponse> {
    return { is_admin: await this.roles.isAdmin(user.userId, user.email) };
  }
}
