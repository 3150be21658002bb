import { Controller, Delete, HttpCode, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { shareRevokedResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { RevokeConversationShareCommand } from './revoke-conversation-share.command';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

export const revokeConversationShareDoc: RouteDoc = {
  method: 'delete',
  path: '/api/chat/session/{id}/share',
  summary: 'Stop sharing one of your conversations: its read-only link answers 404 from now on',
  tag: 'chat',
  auth: true,
  pathParams: ['id'],
  response: shareRevokedResponseSchema,
  errors: [404],
};

@Controller('chat')
export class RevokeConversationShareController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @RateLimit('user-write')
  @Delete('session/:id/share')
  @HttpCode(200)
  revoke(
    @Param() params: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { id } = parseRequest(paramsSchema, params, 'params');
    return this.commands.execute(new RevokeConversationShareCommand(user, id, correlationId));
  }
}
