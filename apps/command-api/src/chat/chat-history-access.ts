import { type QueryBus } from '@nestjs/cqrs';
import { hasChatHistory } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../http/request-context';
import { GetSubscriptionQuery } from '../user/get-subscription/get-subscription.query';
import { ChatHistoryNotInPlanError } from './chat.errors';

/**
 * Refuses the list and the search of past conversations to a tier without chat history (Starter),
 * judged by the same subscription status the sidebar shows, so the server and the screen agree.
 */
export async function requireChatHistory(queries: QueryBus, user: AuthenticatedUser): Promise<void> {
  const { tier } = await queries.execute(new GetSubscriptionQuery(user));
  if (!hasChatHistory(tier)) throw ChatHistoryNotInPlanError();
}
