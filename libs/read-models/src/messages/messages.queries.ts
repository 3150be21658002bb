import { type V2Answer } from '@buildmentor/contracts';
import { type Filter, type ReadCollection } from '@buildmentor/read-store';
import { type MessageDoc } from './messages.projection';

/** One page of a conversation, oldest first, and where the page before it ends. */
export interface MessagePage {
  messages: MessageDoc[];
  /** The `beforeSeq` of the page before this one; null when no message is older than this page. */
  earlierBefore: number | null;
}

/**
 * The latest `limit` messages of a conversation, or the `limit` before `beforeSeq` (`seq`, the log
 * position, orders a conversation), oldest first; `narrow` filters them further. Read newest first
 * through the (conversation_id, seq) index, with one message more than asked for: whether it is
 * there says if an earlier page exists, without counting the conversation.
 */
export async function conversationPage(
  messages: ReadCollection<MessageDoc>,
  conversationId: string,
  { beforeSeq, limit, narrow = {} }: { beforeSeq?: number; limit: number; narrow?: Filter },
): Promise<MessagePage> {
  const newestFirst = await messages.find(
    {
      ...narrow,
      conversation_id: conversationId,
      ...(beforeSeq === undefined ? {} : { seq: { $lt: beforeSeq } }),
    },
    { sort: { seq: -1 }, limit: limit + 1 },
  );
  const page = newestFirst.slice(0, limit).reverse();
  const hasEarlier = newestFirst.length > limit;
  return { messages: page, earlierBefore: hasEarlier ? page[0]!.seq : null };
}

/**
 * A message's V2 answer as it was recorded: the stored answer with its text (the message's
 * `content`) put back as `response.technical`. Null for questions and failed answers. Documents
 * projected before the text was stored once still carry it; the same value overrides it.
 */
export function v2AnswerOf(message: Pick<MessageDoc, 'answer' | 'content'>): V2Answer | null {
  if (!message.answer) return null;
  const { answer, content } = message;
  return { ...answer, response: { technical: content, ...answer.response } };
}

/** The page size `wholeConversation` reads with: the most a page of the wire may ask for. */
const WHOLE_CONVERSATION_PAGE = 100;

/**
 * Every message of a conversation (that `narrow` lets through), oldest first: its pages read one
 * after another through `conversationPage`, as a client scrolling back would. For an export or a
 * shared link, which show the whole conversation; a screen reads one page at a time.
 */
export async function wholeConversation(
  messages: ReadCollection<MessageDoc>,
  conversationId: string,
  narrow: Filter = {},
  pageSize = WHOLE_CONVERSATION_PAGE,
): Promise<MessageDoc[]> {
  const pages: MessageDoc[][] = [];
  let beforeSeq: number | undefined;
  do {
    // A `seq` bound in `narrow` is replaced by the page's own `seq < beforeSeq` on later pages,
    // which is tighter: every later page lies before the first one.
    const page = await conversationPage(messages, conversationId, {
      limit: pageSize,
      narrow,
      ...(beforeSeq === undefined ? {} : { beforeSeq }),
    });
    pages.unshift(page.messages);
    beforeSeq = page.earlierBefore ?? undefined;
  } while (beforeSeq !== undefined);
  return pages.flat();
}
