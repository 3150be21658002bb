import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { replayRequestResponseSchema, replayRequestSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { CorrelationId } from '../../http/request-meta.decorators';
import { parseRequest } from '../../http/request-validation.error';
import { RequestReplayCommand } from './request-replay.command';

export const requestReplayDoc: RouteDoc = {
  method: 'post',
  path: '/api/admin/system/replay',
  summary: 'Admin: start a blue/green replay of every read model (progress in GET /api/admin/system)',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  body: replayRequestSchema,
  response: replayRequestResponseSchema,
  successStatus: 202,
  errors: [403, 409],
};

@Controller('admin')
export class RequestReplayController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @AdminOnly()
  @Post('system/replay')
  @HttpCode(202)
  request(
    @Body() body: unknown,
    @CurrentUser() admin: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { reason } = parseRequest(replayRequestSchema, body, 'body');
    return this.commands.execute(new RequestReplayCommand(admin, reason ?? '', correlationId));
  }
}
