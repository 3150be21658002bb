import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { authConfigResponseSchema } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { Public } from '../public.decorator';
import { GetAuthConfigQuery } from './get-auth-config.query';

export const getAuthConfigDoc: RouteDoc = {
  method: 'get',
  path: '/api/auth/config',
  summary: 'Which sign-in methods this server offers',
  tag: 'auth',
  auth: false,
  response: authConfigResponseSchema,
};

@Controller('auth')
export class GetAuthConfigController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Public()
  @Get('config')
  get() {
    return this.queries.execute(new GetAuthConfigQuery());
  }
}
