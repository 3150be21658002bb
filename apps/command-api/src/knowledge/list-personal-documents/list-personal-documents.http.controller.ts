import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { personalDocumentsResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { ListPersonalDocumentsQuery } from './list-personal-documents.query';

export const listPersonalDocumentsDoc: RouteDoc = {
  method: 'get',
  path: '/api/knowledge/personal-documents',
  summary: "The signed-in user's private documents, newest first",
  tag: 'knowledge',
  auth: true,
  response: personalDocumentsResponseSchema,
  readYourWrites: true,
};

@Controller('knowledge')
export class ListPersonalDocumentsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('personal-documents')
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new ListPersonalDocumentsQuery(user.userId));
  }
}
