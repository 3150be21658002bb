import { Controller, Get, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { paymentStatusResponseSchema } from '@buildmentor/contracts';
import { z } from 'zod';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { CorrelationId } from '../../http/request-meta.decorators';
import { parseRequest } from '../../http/request-validation.error';
import { ReconcilePaymentCommand } from './reconcile-payment.command';

const paramsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_]{1,200}$/, 'Invalid session id') });

export const reconcilePaymentDoc: RouteDoc = {
  method: 'get',
  path: '/api/payment/status/{id}',
  summary: "A checkout session's payment status; confirms it with the provider when the webhook is late",
  tag: 'payments',
  auth: true,
  pathParams: ['id'],
  response: paymentStatusResponseSchema,
  errors: [404],
};

@Controller('payment')
export class ReconcilePaymentController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Get('status/:id')
  status(
    @Param() params: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { id } = parseRequest(paramsSchema, params, 'params');
    return this.commands.execute(new ReconcilePaymentCommand(user, id, correlationId));
  }
}
