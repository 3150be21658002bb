import {
  applyDecorators,
  Injectable,
  type CanActivate,
  type ExecutionContext,
  Inject,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type AppRequest } from '../http/request-context';
import { AdminOnlyError } from './auth.errors';
import { RolesService } from './roles.service';

const ADMIN_ONLY = 'buildmentor:adminOnly';

/** Runs after the global AuthGuard (so there is a user): 403 unless the server says admin. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(RolesService) private readonly roles: RolesService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [context.getHandler(), context.getClass()]))
      return true;
    const user = context.switchToHttp().getRequest<AppRequest>().user;
    if (user && (await this.roles.isAdmin(user.userId, user.email))) return true;
    throw AdminOnlyError();
  }
}

/** Marks an admin endpoint: the role is checked on the server on every request. */
export const AdminOnly = () => applyDecorators(SetMetadata(ADMIN_ONLY, true), UseGuards(AdminGuard));
