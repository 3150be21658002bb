import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type HistoryResponse } from '@buildmentor/contracts';
import { CONVERSATIONS } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { GetHistoryQuery } from './get-history.query';

/** The user's recent conversations, newest first, from the conversations read model. */
@QueryHandler(GetHistoryQuery)
export class GetHistoryHandler implements IQueryHandler<GetHistoryQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ userId, limit }: GetHistoryQuery): Promise<HistoryResponse> {
    const conversations = await (
      await this.readModels.collection(CONVERSATIONS)
    ).find({ user_id: userId }, { sort: { updated_at: -1 }, limit });
    return {
      conversations: conversations.map((c) => ({
        id: c._id,
        title: c.title,
        preview: c.preview,
        updated_at: c.updated_at,
      })),
    };
  }
}
