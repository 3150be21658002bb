import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DeveloperStatusResponse } from '@buildmentor/contracts';
import { RolesService } from '../../auth/roles.service';
import { CheckDeveloperStatusQuery } from './check-developer-status.query';

/** The signed-in user's own developer access and admin role, decided on the server. */
@QueryHandler(CheckDeveloperStatusQuery)
export class CheckDeveloperStatusHandler implements IQueryHandler<CheckDeveloperStatusQuery> {
  constructor(@Inject(RolesService) private readonly roles: RolesService) {}

  async execute({ user }: CheckDeveloperStatusQuery): Promise<DeveloperStatusResponse> {
    const [developerAccess, isAdmin] = await Promise.all([
      this.roles.hasDeveloperAccess(user.userId),
      this.roles.isAdmin(user.userId, user.email),
    ]);
    return { developer_access: developerAccess, is_admin: isAdmin };
  }
}
