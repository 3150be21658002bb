import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { onboardingRequestSchema, saveResponseSchema, type SaveResponse } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { CompleteOnboardingCommand } from './complete-onboarding.command';

export const completeOnboardingDoc: RouteDoc = {
  method: 'post', path: '/api/user/onboarding', summary: 'Save the welcome setup wizard', tag: 'user', auth: true, body: onboardingRequestSchema, response: saveResponseSchema, errors: [404],
};

@Controller('user')
export class CompleteOnboardingController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('onboarding')
  @HttpCode(200)
  save(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<SaveResponse> {
    const input = parseRequest(onboardingRequestSchema, body, 'body');
    return this.commands.execute(new CompleteOnboardingCommand(user, input, request.correlationId));
  }
}
