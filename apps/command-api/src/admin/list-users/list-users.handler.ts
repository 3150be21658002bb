import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminUsersResponse } from '@buildmentor/contracts';
import { PROFILES } from '@buildmentor/read-models';
import { type Filter } from '@buildmentor/read-store';
import { RolesService } from '../../auth/roles.service';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { toAdminUser } from './admin-user-row';
import { ListUsersQuery } from './list-users.query';

/** Registered users, newest first, each with the admin flag the server decides. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(RolesService) private readonly roles: RolesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ search, limit }: ListUsersQuery): Promise<AdminUsersResponse> {
    // Only registered users: a profile can exist from a quota event alone (e.g. a test fixture).
    const registered: Filter = { registered_at: { $ne: null } };
    const filter: Filter = search
      ? { ...registered, $or: [{ email: { $contains: search } }, { name: { $contains: search } }] }
      : registered;
    const profiles = await this.readModels.collection(PROFILES);
    const [rows, total] = await Promise.all([
      profiles.find(filter, { sort: { registered_at: -1 }, limit }),
      profiles.countDocuments(filter),
    ]);
    const now = this.clock();
    return {
      users: rows.map((p) =>
        toAdminUser(p, this.roles.isAdminRecord(p.email, p.developer_access, p.email_verified ?? false), now),
      ),
      total_count: total,
    };
  }
}
