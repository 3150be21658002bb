import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { ConversationNotFoundError } from '@buildmentor/domain';
import { CONVERSATIONS, MESSAGES, v2AnswerOf, wholeConversation } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { conversationToMarkdown, exportFileName } from './conversation-markdown';
import { type ConversationExport, ExportConversationQuery } from './export-conversation.query';

/**
 * One of the caller's conversations, whole, as a Markdown download; someone else's reads as not
 * found, as in the conversation view. Read from the read models, every page of it.
 */
@QueryHandler(ExportConversationQuery)
export class ExportConversationHandler implements IQueryHandler<ExportConversationQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, conversationId }: ExportConversationQuery): Promise<ConversationExport> {
    const conversation = await (
      await this.readModels.collection(CONVERSATIONS)
    ).findOne({ _id: conversationId });
    if (!conversation || conversation.user_id !== userId) throw ConversationNotFoundError();
    const messages = await wholeConversation(await this.readModels.collection(MESSAGES), conversationId);
    const body = conversationToMarkdown({
      title: conversation.title,
      productName: this.config.PRODUCT_NAME,
      exportedAt: this.clock(),
      messages: messages.map((m) => ({ ...m, answer: v2AnswerOf(m) })),
    });
    // Markdown is the one format today (the query schema refuses any other).
    return {
      filename: exportFileName(conversation.title),
      contentType: 'text/markdown; charset=utf-8',
      body,
    };
  }
}
