import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { contributionRequestSchema, submittedResponseSchema, type SubmittedResponse } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { SubmitContributionCommand } from './submit-contribution.command';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';

export const submitContributionDoc: RouteDoc = {
  method: 'post', path: '/api/chat/contribution', summary: 'Contribute knowledge about an answer (reviewed by admins)', tag: 'chat', auth: true, body: contributionRequestSchema, response: submittedResponseSchema, errors: [404],
};

@Controller('chat')
export class SubmitContributionController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @RateLimit('user-write')
  @Post('contribution')
  @HttpCode(200)
  submit(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<SubmittedResponse> {
    return this.commands.execute(new SubmitContributionCommand(user, parseRequest(contributionRequestSchema, body, 'body'), request.correlationId));
  }
}
