import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { askRequestSchema, askResponseSchema, type AskResponse } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { AskQuestionCommand } from './ask-question.command';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';

export const askQuestionDoc: RouteDoc = {
  method: 'post',
  path: '/api/chat/ask',
  summary: 'Ask a question; returns the structured V2 answer',
  tag: 'chat',
  auth: true,
  body: askRequestSchema,
  response: askResponseSchema,
  errors: [402, 404, 409, 422, 502],
  readYourWrites: true,
};

@Controller('chat')
export class AskQuestionController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @RateLimit('ask')
  @Post('ask')
  @HttpCode(200)
  ask(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<AskResponse> {
    const input = parseRequest(askRequestSchema, body, 'body');
    return this.commands.execute(new AskQuestionCommand(user, input, request.correlationId));
  }
}
