import { Body, Controller, Inject, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reviewContributionRequestSchema, reviewContributionResponseSchema, type ReviewContributionResponse } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { ReviewContributionCommand } from './review-contribution.command';

export const reviewContributionDoc: RouteDoc = {
  method: 'put', path: '/api/admin/contributions/{id}', summary: 'Admin: approve or reject a pending contribution, with review notes', tag: 'admin', auth: true, adminOnly: true, pathParams: ['id'], body: reviewContributionRequestSchema, response: reviewContributionResponseSchema, errors: [403, 404, 409],
};

@Controller('admin')
export class ReviewContributionController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @AdminOnly()
  @Put('contributions/:id')
  review(@Param('id') id: string, @Body() body: unknown, @CurrentUser() admin: AuthenticatedUser, @Req() request: AppRequest): Promise<ReviewContributionResponse> {
    const input = parseRequest(reviewContributionRequestSchema, body, 'body');
    return this.commands.execute(new ReviewContributionCommand(admin, id, input, request.correlationId));
  }
}
