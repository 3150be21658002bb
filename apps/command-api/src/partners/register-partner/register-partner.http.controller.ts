import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { partnerRegistrationRequestSchema, partnerRegistrationResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { RegisterPartnerCommand } from './register-partner.command';

export const registerPartnerDoc: RouteDoc = {
  method: 'post',
  path: '/api/partners/register',
  summary:
    'Apply to become a verified partner (business identifier re-checked on the server; pending admin review)',
  tag: 'partners',
  auth: true,
  body: partnerRegistrationRequestSchema,
  response: partnerRegistrationResponseSchema,
  errors: [400, 409],
};

/** The decider's field names, as the request names them (for the 400's field paths). */
const HTTP_PATHS = {
  companyName: 'body.company_name',
  contactPerson: 'body.contact_person',
  email: 'body.email',
  industrySector: 'body.industry_sector',
  country: 'body.country',
  businessIdScheme: 'body.business_id_scheme',
  businessIdNumber: 'body.business_id_number',
};

@Controller('partners')
export class RegisterPartnerController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @RateLimit('user-write')
  @Post('register')
  @HttpCode(200)
  register(
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const input = parseRequest(partnerRegistrationRequestSchema, body, 'body');
    const application = {
      companyName: input.company_name,
      contactPerson: input.contact_person,
      email: input.email,
      phone: input.phone ?? null,
      industrySector: input.industry_sector,
      description: input.description ?? null,
      country: input.country,
      businessIdScheme: input.business_id_scheme ?? null,
      businessIdNumber: input.business_id_number ?? null,
      manualReviewRequired: input.manual_review_required,
    };
    return withHttpPaths(HTTP_PATHS, () =>
      this.commands.execute(new RegisterPartnerCommand(user, application, correlationId)),
    );
  }
}
