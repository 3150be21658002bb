import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { storageUsageResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { GetStorageUsageQuery } from './get-storage-usage.query';

export const getStorageUsageDoc: RouteDoc = {
  method: 'get',
  path: '/api/knowledge/storage',
  summary: "Your document storage: bytes used and your plan's limit (the vault's usage bar)",
  tag: 'knowledge',
  auth: true,
  response: storageUsageResponseSchema,
  readYourWrites: true,
};

@Controller('knowledge')
export class GetStorageUsageController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('storage')
  usage(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetStorageUsageQuery(user));
  }
}
