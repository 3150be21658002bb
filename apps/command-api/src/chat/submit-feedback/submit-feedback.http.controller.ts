import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { feedbackRequestSchema, submittedResponseSchema, type SubmittedResponse } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { SubmitFeedbackCommand } from './submit-feedback.command';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';

export const submitFeedbackDoc: RouteDoc = {
  method: 'post', path: '/api/chat/feedback', summary: 'Thumbs up or down on an answer, with a comment', tag: 'chat', auth: true, body: feedbackRequestSchema, response: submittedResponseSchema, errors: [404],
};

@Controller('chat')
export class SubmitFeedbackController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @RateLimit('user-write')
  @Post('feedback')
  @HttpCode(200)
  submit(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<SubmittedResponse> {
    return this.commands.execute(new SubmitFeedbackCommand(user, parseRequest(feedbackRequestSchema, body, 'body'), request.correlationId));
  }
}
