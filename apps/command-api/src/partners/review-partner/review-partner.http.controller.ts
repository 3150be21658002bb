import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { partnerReviewRequestSchema, partnerReviewResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { withHttpPaths } from '../../http/remap-issue-paths';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
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
  review(
    @Body() body: unknown,
    @CurrentUser() admin: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { partner_id, action, admin_notes } = parseRequest(partnerReviewRequestSchema, body, 'body');
    // A rejection's reason is the request's admin_notes.
    return withHttpPaths({ reason: 'body.admin_notes' }, () =>
      this.commands.execute(
        new ReviewPartnerCommand(admin, partner_id, action, admin_notes ?? '', correlationId),
      ),
    );
  }
}
