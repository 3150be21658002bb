import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { contributionRequestSchema, submittedResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { SubmitContributionCommand } from './submit-contribution.command';

export const submitContributionDoc: RouteDoc = {
  method: 'post',
  path: '/api/chat/contribution',
  summary: 'Contribute knowledge about an answer (reviewed by admins)',
  tag: 'chat',
  auth: true,
  body: contributionRequestSchema,
  response: submittedResponseSchema,
  errors: [404],
};

@Controller('chat')
export class SubmitContributionController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @RateLimit('user-write')
  @Post('contribution')
  @HttpCode(200)
  submit(
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const input = parseRequest(contributionRequestSchema, body, 'body');
    const contribution = {
      messageId: input.message_id,
      conversationId: input.session_id ?? null,
      contributionText: input.contribution_text,
      optInCredit: input.opt_in_credit,
    };
    return withHttpPaths({ contributionText: 'body.contribution_text' }, () =>
      this.commands.execute(new SubmitContributionCommand(user, contribution, correlationId)),
    );
  }
}
