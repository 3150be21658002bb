import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { clientAddress } from './client-address';
import { type AppRequest } from './request-context';

const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<AppRequest>();

/**
 * The request's correlation id (correlation.middleware.ts), for the command it becomes. With
 * `@CurrentUser()` it is all a command controller needs from the request, so none takes `@Req()`.
 */
export const CorrelationId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => requestOf(context).correlationId,
);

/** The client address a throttle counts against (http/client-address.ts, the one source of it). */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  clientAddress(requestOf(context)),
);
