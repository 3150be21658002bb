import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { shareResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { ShareConversationCommand } from './share-conversation.command';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

export const shareConversationDoc: RouteDoc = {
  method: 'post',
  path: '/api/chat/session/{id}/share',
  summary: 'Share one of your conversations through a read-only link (the existing link if it is shared)',
  tag: 'chat',
  auth: true,
  pathParams: ['id'],
  response: shareResponseSchema,
  errors: [404],
};

@Controller('chat')
export class ShareConversationController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @RateLimit('user-write')
  @Post('session/:id/share')
  @HttpCode(200)
  share(
    @Param() params: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { id } = parseRequest(paramsSchema, params, 'params');
    return this.commands.execute(new ShareConversationCommand(user, id, correlationId));
  }
}
