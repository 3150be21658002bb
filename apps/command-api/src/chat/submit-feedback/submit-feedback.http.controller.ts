import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { feedbackRequestSchema, submittedResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { SubmitFeedbackCommand } from './submit-feedback.command';

export const submitFeedbackDoc: RouteDoc = {
  method: 'post',
  path: '/api/chat/feedback',
  summary: 'Thumbs up or down on an answer, with a comment',
  tag: 'chat',
  auth: true,
  body: feedbackRequestSchema,
  response: submittedResponseSchema,
  errors: [404],
};

@Controller('chat')
export class SubmitFeedbackController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @RateLimit('user-write')
  @Post('feedback')
  @HttpCode(200)
  submit(
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const input = parseRequest(feedbackRequestSchema, body, 'body');
    const feedback = {
      messageId: input.message_id,
      conversationId: input.session_id ?? null,
      feedbackType: input.feedback_type,
      comment: input.comment,
    };
    return withHttpPaths({ comment: 'body.comment' }, () =>
      this.commands.execute(new SubmitFeedbackCommand(user, feedback, correlationId)),
    );
  }
}
