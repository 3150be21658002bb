import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { onboardingRequestSchema, saveResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { CompleteOnboardingCommand } from './complete-onboarding.command';

export const completeOnboardingDoc: RouteDoc = {
  method: 'post',
  path: '/api/user/onboarding',
  summary: 'Save the welcome setup wizard',
  tag: 'user',
  auth: true,
  body: onboardingRequestSchema,
  response: saveResponseSchema,
  errors: [404],
};

/** The decider's field names, as the request names them (for the 400's field paths). */
const HTTP_PATHS = {
  industrySectors: 'body.industry_sectors',
  disciplines: 'body.disciplines',
  experienceLevel: 'body.experience_level',
  companyType: 'body.company_type',
};

@Controller('user')
export class CompleteOnboardingController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('onboarding')
  @HttpCode(200)
  save(
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const input = parseRequest(onboardingRequestSchema, body, 'body');
    const onboarding = {
      industrySectors: input.industry_sectors,
      disciplines: input.disciplines,
      experienceLevel: input.experience_level,
      companyType: input.company_type,
      primaryFocus: input.primary_focus ?? '',
    };
    return withHttpPaths(HTTP_PATHS, () =>
      this.commands.execute(new CompleteOnboardingCommand(user, onboarding, correlationId)),
    );
  }
}
