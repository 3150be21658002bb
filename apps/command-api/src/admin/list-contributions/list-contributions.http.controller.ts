import { Controller, Get, Inject, Query } from '@nestjs/common';
import { adminContributionsQuerySchema, adminContributionsResponseSchema, type AdminContributionsResponse } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { ReadModels } from '../../infrastructure/read-models.service';
import { type ContributionView } from '../admin-read-models';

export const listContributionsDoc: RouteDoc = {
  method: 'get', path: '/api/admin/contributions', summary: 'Admin: contributions by review status (default pending_review), newest first', tag: 'admin', auth: true, adminOnly: true, query: adminContributionsQuerySchema, response: adminContributionsResponseSchema, errors: [403], readYourWrites: true,
};

@Controller('admin')
export class ListContributionsController {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  @AdminOnly()
  @Get('contributions')
  async list(@Query() query: unknown): Promise<AdminContributionsResponse> {
    const { status, limit } = parseRequest(adminContributionsQuerySchema, query, 'query');
    const contributions = await this.readModels.collection<ContributionView>('contributions');
    const [docs, total] = await Promise.all([contributions.find({ status }, { sort: { submitted_at: -1 }, limit }), contributions.countDocuments({ status })]);
    return {
      contributions: docs.map((d) => ({
        id: d._id,
        user_id: d.user_id,
        message_id: d.message_id,
        session_id: d.session_id,
        contribution_text: d.contribution_text,
        opt_in_credit: d.opt_in_credit,
        status: d.status,
        review_notes: d.review_notes,
        reviewer_id: d.reviewer_id,
        submitted_at: d.submitted_at,
        reviewed_at: d.reviewed_at,
      })),
      total_count: total,
    };
  }
}
