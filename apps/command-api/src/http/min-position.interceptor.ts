import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { type Response } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { ReadModels } from '../infrastructure/read-models.service';
import { type AppRequest } from './request-context';
import { RequestValidationError } from './request-validation.error';

/**
 * Read-your-writes: a request sent with X-Min-Position waits (bounded) until the projector has
 * applied that position, so a screen never shows stale data for the user's own action. Queries
 * send it; so may a command that reads read models (an Enhanced ask searches the user's freshly
 * uploaded documents). The position actually reached is returned in X-Read-Position.
 */
@Injectable()
export class MinPositionInterceptor implements NestInterceptor {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<AppRequest>();
    const header = request.header('x-min-position');
    if (header === undefined) return next.handle();
    if (!/^\d{1,15}$/.test(header)) {
      throw new RequestValidationError([
        { path: 'headers.x-min-position', message: 'Must be a non-negative integer' },
      ]);
    }
    return from(this.readModels.waitForPosition(Number(header))).pipe(
      switchMap((reached) => {
        http.getResponse<Response>().setHeader('X-Read-Position', String(reached));
        return next.handle();
      }),
    );
  }
}
