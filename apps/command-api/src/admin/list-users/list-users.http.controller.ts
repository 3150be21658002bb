import { Controller, Get, Inject, Query } from '@nestjs/common';
import { adminUsersQuerySchema, adminUsersResponseSchema, type AdminUsersResponse } from '@buildmentor/contracts';
import { type Filter } from '@buildmentor/read-store';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { RolesService } from '../../auth/roles.service';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { type ProfileView } from '../admin-read-models';
import { toAdminUser } from './admin-user-row';

export const listUsersDoc: RouteDoc = {
  method: 'get', path: '/api/admin/users', summary: 'Admin: users (search by email or name) with tier, trial use, sign-up, last activity and admin flag', tag: 'admin', auth: true, adminOnly: true, query: adminUsersQuerySchema, response: adminUsersResponseSchema, errors: [403], readYourWrites: true,
};

@Controller('admin')
export class ListUsersController {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(RolesService) private readonly roles: RolesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @AdminOnly()
  @Get('users')
  async list(@Query() query: unknown): Promise<AdminUsersResponse> {
    const { q, limit } = parseRequest(adminUsersQuerySchema, query, 'query');
    // Only registered users: a profile can exist from a quota event alone (e.g. a test fixture).
    const registered: Filter = { registered_at: { $ne: null } };
    const filter: Filter = q ? { ...registered, $or: [{ email: { $contains: q } }, { name: { $contains: q } }] } : registered;
    const profiles = await this.readModels.collection<ProfileView>('profiles');
    const [rows, total] = await Promise.all([profiles.find(filter, { sort: { registered_at: -1 }, limit }), profiles.countDocuments(filter)]);
    const now = this.clock();
    return { users: rows.map((p) => toAdminUser(p, this.roles.isAdminRecord(p.email, p.developer_access, p.email_verified ?? false), now)), total_count: total };
  }
}
