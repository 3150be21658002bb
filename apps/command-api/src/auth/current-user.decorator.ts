import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type AppRequest, type AuthenticatedUser } from '../http/request-context';

/** The verified user of a protected endpoint (the guard has already rejected anonymous calls). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser => {
    const user = context.switchToHttp().getRequest<AppRequest>().user;
    if (!user) throw new Error('CurrentUser used on a public endpoint');
    return user;
  },
);
