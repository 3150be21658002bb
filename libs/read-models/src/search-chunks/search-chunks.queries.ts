import { type Filter } from '@buildmentor/read-store';

/**
 * The chunks a user may see: the community bank and their own personal documents and notes. It
 * goes inside the index query itself, so another user's private text can never come back.
 */
export function chunksVisibleTo(userId: string): Filter {
  return { $or: [{ scope: 'community' }, { scope: 'personal', user_id: userId }] };
}
