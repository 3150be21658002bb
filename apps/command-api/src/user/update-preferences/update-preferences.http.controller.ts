import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { preferencesRequestSchema, saveResponseSchema, type SaveResponse } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { UpdatePreferencesCommand } from './update-preferences.command';

export const updatePreferencesDoc: RouteDoc = {
  method: 'post', path: '/api/user/preferences', summary: 'Save personalization settings', tag: 'user', auth: true, body: preferencesRequestSchema, response: saveResponseSchema, errors: [404],
};

@Controller('user')
export class UpdatePreferencesController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('preferences')
  @HttpCode(200)
  save(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<SaveResponse> {
    const input = parseRequest(preferencesRequestSchema, body, 'body');
    return this.commands.execute(new UpdatePreferencesCommand(user, input, request.correlationId));
  }
}
