import { Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { demoCheckoutResponseSchema, type DemoCheckoutResponse, demoOutcomeResponseSchema, type DemoOutcomeResponse } from '@buildmentor/contracts';
import { z } from 'zod';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { CompleteDemoCheckoutCommand, GetDemoCheckoutQuery } from './demo-checkout.commands';

const paramsSchema = z.object({ id: z.string().regex(/^demo_cs_[A-Za-z0-9]{1,100}$/, 'Invalid session id') });
const base: Pick<RouteDoc, 'tag' | 'auth' | 'pathParams' | 'errors'> = { tag: 'payments', auth: true, pathParams: ['id'], errors: [404, 409] };

export const demoCheckoutDocs: RouteDoc[] = [
  { ...base, method: 'get', path: '/api/payment/demo/{id}', summary: 'Demo checkout page: the plan and amount of a session', response: demoCheckoutResponseSchema, errors: [404] },
  { ...base, method: 'post', path: '/api/payment/demo/{id}/pay', summary: 'Demo checkout page: Pay (confirms the payment and activates the plan)', response: demoOutcomeResponseSchema },
  { ...base, method: 'post', path: '/api/payment/demo/{id}/cancel', summary: 'Demo checkout page: Cancel (the session ends unpaid)', response: demoOutcomeResponseSchema },
];

/** The endpoints the in-app demo checkout page calls (PAYMENTS_PROVIDER=demo only). */
@Controller('payment/demo')
export class DemoCheckoutController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get(':id')
  show(@Param() params: unknown, @CurrentUser() user: AuthenticatedUser): Promise<DemoCheckoutResponse> {
    const { id } = parseRequest(paramsSchema, params, 'params');
    return this.queries.execute(new GetDemoCheckoutQuery(user, id));
  }

  @Post(':id/pay')
  @HttpCode(200)
  pay(@Param() params: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<DemoOutcomeResponse> {
    const { id } = parseRequest(paramsSchema, params, 'params');
    return this.commands.execute(new CompleteDemoCheckoutCommand(user, id, 'pay', request.correlationId));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@Param() params: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<DemoOutcomeResponse> {
    const { id } = parseRequest(paramsSchema, params, 'params');
    return this.commands.execute(new CompleteDemoCheckoutCommand(user, id, 'cancel', request.correlationId));
  }
}
