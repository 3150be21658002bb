import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminContributionsResponse } from '@buildmentor/contracts';
import { CONTRIBUTIONS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { peopleNamer } from '../../shared/people-namer';
import { ListContributionsQuery } from './list-contributions.query';

/** Contributions in one review status, newest first, each with its author named, and the count of all in that status. */
@QueryHandler(ListContributionsQuery)
export class ListContributionsHandler implements IQueryHandler<ListContributionsQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ status, limit }: ListContributionsQuery): Promise<AdminContributionsResponse> {
    const contributions = await this.readModels.collection(CONTRIBUTIONS);
    const [docs, total] = await Promise.all([
      contributions.find({ status }, { sort: { submitted_at: -1 }, limit }),
      contributions.countDocuments({ status }),
    ]);
    const person = await peopleNamer(
      this.readModels,
      docs.map((d) => d.user_id),
    );
    return {
      contributions: docs.map((d) => ({
        id: d._id,
        user_id: d.user_id,
        user_person: person(d.user_id),
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
