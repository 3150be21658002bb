import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { verifyEmailRequestSchema, verifyEmailResponseSchema } from '@buildmentor/contracts';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { CorrelationId } from '../../http/request-meta.decorators';
import { parseRequest } from '../../http/request-validation.error';
import { Public } from '../public.decorator';
import { VerifyEmailCommand } from './verify-email.command';

export const verifyEmailDoc: RouteDoc = {
  method: 'post',
  path: '/api/auth/verify-email',
  summary: 'Password mode: verify the email address with the single-use token from the sign-up mail',
  tag: 'auth',
  auth: false,
  body: verifyEmailRequestSchema,
  response: verifyEmailResponseSchema,
  errors: [404, 409],
};

@RateLimit('credentials')
@Controller('auth/verify-email')
export class VerifyEmailController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post()
  @HttpCode(200)
  verify(@Body() body: unknown, @CorrelationId() correlationId: string) {
    const { token } = parseRequest(verifyEmailRequestSchema, body, 'body');
    return withHttpPaths({ token: 'body.token' }, () =>
      this.commands.execute(new VerifyEmailCommand(token, correlationId)),
    );
  }
}
