import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { partnerListResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ListPartnersQuery } from './list-partners.query';

export const listPartnersDoc: RouteDoc = {
  method: 'get',
  path: '/api/admin/partners',
  summary: 'Admin: every partnership application with all its stored fields',
  tag: 'partners',
  auth: true,
  adminOnly: true,
  response: partnerListResponseSchema,
  errors: [403],
  readYourWrites: true,
};

@Controller('admin')
export class ListPartnersController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('partners')
  list() {
    return this.queries.execute(new ListPartnersQuery());
  }
}
