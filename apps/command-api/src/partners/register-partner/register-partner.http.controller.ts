import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { partnerRegistrationRequestSchema, partnerRegistrationResponseSchema, type PartnerRegistrationResponse } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { RegisterPartnerCommand } from './register-partner.command';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';

export const registerPartnerDoc: RouteDoc = {
  method: 'post',
  path: '/api/partners/register',
  summary: 'Apply to become a verified partner (business identifier re-checked on the server; pending admin review)',
  tag: 'partners',
  auth: true,
  body: partnerRegistrationRequestSchema,
  response: partnerRegistrationResponseSchema,
  errors: [400, 409],
};

@Controller('partners')
export class RegisterPartnerController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @RateLimit('user-write')
  @Post('register')
  @HttpCode(200)
  register(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<PartnerRegistrationResponse> {
    return this.commands.execute(new RegisterPartnerCommand(user, parseRequest(partnerRegistrationRequestSchema, body, 'body'), request.correlationId));
  }
}
