import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { demoCheckoutParamsSchema, demoOutcomeResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { CompleteDemoCheckoutCommand } from './complete-demo-checkout.command';

const base: Pick<RouteDoc, 'tag' | 'auth' | 'pathParams' | 'errors'> = {
  tag: 'payments',
  auth: true,
  pathParams: ['id'],
  errors: [404, 409],
};

export const completeDemoCheckoutDocs: RouteDoc[] = [
  {
    ...base,
    method: 'post',
    path: '/api/payment/demo/{id}/pay',
    summary: 'Demo checkout page: Pay (confirms the payment and activates the plan)',
    response: demoOutcomeResponseSchema,
  },
  {
    ...base,
    method: 'post',
    path: '/api/payment/demo/{id}/cancel',
    summary: 'Demo checkout page: Cancel (the session ends unpaid)',
    response: demoOutcomeResponseSchema,
  },
];

/** The demo checkout page's two buttons: one command, its outcome named by the route. */
@Controller('payment/demo')
export class CompleteDemoCheckoutController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':id/pay')
  @HttpCode(200)
  pay(
    @Param() params: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { id } = parseRequest(demoCheckoutParamsSchema, params, 'params');
    return this.commands.execute(new CompleteDemoCheckoutCommand(user, id, 'pay', correlationId));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @Param() params: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { id } = parseRequest(demoCheckoutParamsSchema, params, 'params');
    return this.commands.execute(new CompleteDemoCheckoutCommand(user, id, 'cancel', correlationId));
  }
}
