import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { communityDocumentsResponseSchema } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ListCommunityDocumentsQuery } from './list-community-documents.query';

export const listCommunityDocumentsDoc: RouteDoc = {
  method: 'get',
  path: '/api/knowledge/community-documents',
  summary: "Verified partners' documents in the Community Knowledge Bank",
  tag: 'knowledge',
  auth: true,
  response: communityDocumentsResponseSchema,
  readYourWrites: true,
};

@Controller('knowledge')
export class ListCommunityDocumentsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('community-documents')
  list() {
    return this.queries.execute(new ListCommunityDocumentsQuery());
  }
}
