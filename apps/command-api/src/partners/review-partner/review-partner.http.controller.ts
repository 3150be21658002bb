import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { partnerReviewRequestSchema, partnerReviewResponseSchema, type PartnerReviewResponse } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { ReviewPartnerCommand } from './review-partner.command';

export const reviewPartnerDoc: RouteDoc = {
  method: 'post',
  path: '/api/admin/partners/review',
  summary: 'Admin: approve (notes optional) or reject (reason required) a pending partnership application',
  tag: 'partners',
  auth: true,
  adminOnly: true,
  body: partnerReviewRequestSchema,
  response: partnerReviewResponseSchema,
  errors: [400, 403, 404, 409],
};

@Controller('admin')
export class ReviewPartnerController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @AdminOnly()
  @Post('partners/review')
  @HttpCode(200)
  review(@Body() body: unknown, @CurrentUser() admin: AuthenticatedUser, @Req() request: AppRequest): Promise<PartnerReviewResponse> {
    return this.commands.execute(new ReviewPartnerCommand(admin, parseRequest(partnerReviewRequestSchema, body, 'body'), request.correlationId));
  }
}
