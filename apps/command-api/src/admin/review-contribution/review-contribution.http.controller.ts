import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reviewContributionRequestSchema, reviewContributionResponseSchema } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { ReviewContributionCommand } from './review-contribution.command';

export const reviewContributionDoc: RouteDoc = {
  method: 'put',
  path: '/api/admin/contributions/{id}',
  summary: 'Admin: approve or reject a pending contribution, with review notes',
  tag: 'admin',
  auth: true,
  adminOnly: true,
  pathParams: ['id'],
  body: reviewContributionRequestSchema,
  response: reviewContributionResponseSchema,
  errors: [403, 404, 409],
};

@Controller('admin')
export class ReviewContributionController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @AdminOnly()
  @Put('contributions/:id')
  review(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentUser() admin: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { status, review_notes } = parseRequest(reviewContributionRequestSchema, body, 'body');
    return this.commands.execute(
      new ReviewContributionCommand(admin, id, status, review_notes ?? '', correlationId),
    );
  }
}
