import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { preferencesRequestSchema, saveResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { UpdatePreferencesCommand } from './update-preferences.command';

export const updatePreferencesDoc: RouteDoc = {
  method: 'post',
  path: '/api/user/preferences',
  summary: 'Save personalization settings',
  tag: 'user',
  auth: true,
  body: preferencesRequestSchema,
  response: saveResponseSchema,
  errors: [404],
};

/** The decider's field names, as the request names them (for the 400's field paths). */
const HTTP_PATHS = {
  industries: 'body.industries',
  role: 'body.role',
  experienceLevel: 'body.experience_level',
  aiFocusAreas: 'body.ai_focus_areas',
  customInstructions: 'body.custom_instructions',
};

@Controller('user')
export class UpdatePreferencesController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('preferences')
  @HttpCode(200)
  save(
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const input = parseRequest(preferencesRequestSchema, body, 'body');
    const preferences = {
      industries: input.industries,
      role: input.role,
      experienceLevel: input.experience_level,
      aiFocusAreas: input.ai_focus_areas,
      customInstructions: input.custom_instructions,
    };
    return withHttpPaths(HTTP_PATHS, () =>
      this.commands.execute(new UpdatePreferencesCommand(user, preferences, correlationId)),
    );
  }
}
