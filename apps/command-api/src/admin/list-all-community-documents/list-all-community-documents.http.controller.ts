import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { adminCommunityDocumentsResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ListAllCommunityDocumentsQuery } from './list-all-community-documents.query';

export const listAllCommunityDocumentsDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/community-documents',
  summary: 'Admin: every community document (any status), grouped by partner',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  response: adminCommunityDocumentsResponseSchema,
  errors: [403],
  readYourWrites: true,
};

@Controller('admin')
export class ListAllCommunityDocumentsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('community-documents')
  list() {
    return this.queries.execute(new ListAllCommunityDocumentsQuery());
  }
}
