import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { sharedConversationResponseSchema, shareTokenParamsSchema } from '@buildmentor/contracts';
import { Public } from '../../auth/public.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { GetSharedConversationQuery } from './get-shared-conversation.query';

/**
 * Public, like the other public reads (pricing, the renderer samples): only the every-request
 * budget per address. The 192-bit token, not a rate, is what stops guessing.
 */
export const getSharedConversationDoc: RouteDoc = {
  method: 'get',
  path: '/api/share/{token}',
  summary: 'A conversation shared through a read-only link (no sign-in; 404 once revoked)',
  tag: 'chat',
  auth: false,
  pathParams: ['token'],
  response: sharedConversationResponseSchema,
  errors: [404],
  readYourWrites: true,
};

@Controller('share')
export class GetSharedConversationController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Public()
  @Get(':token')
  shared(@Param() params: unknown) {
    const { token } = parseRequest(shareTokenParamsSchema, params, 'params');
    return this.queries.execute(new GetSharedConversationQuery(token));
  }
}
