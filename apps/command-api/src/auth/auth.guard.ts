import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type AppRequest } from '../http/request-context';
import { InvalidTokenError, SignInRequiredError } from './auth.errors';
import { IS_PUBLIC } from './public.decorator';
import { TokenService } from './token.service';

/**
 * Global guard: every endpoint requires a valid bearer token unless marked @Public(). Public
 * endpoints still get `request.user` when a valid token is sent.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AppRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
    const user = token ? await this.tokens.verify(token) : null;
    if (user) request.user = user;
    if (isPublic || user) return true;
    throw token ? InvalidTokenError() : SignInRequiredError();
  }
}
