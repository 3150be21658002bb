import { type SharedAnswer, type V2Answer } from '@buildmentor/contracts';

/**
 * An answer as a shared link shows it: what the answer says, quotes and cites, as recorded, but
 * nothing that is its owner's: no conversation id, no subscription status, and sources without
 * `document_id` (a private document's id; its title and page stay, as the answer cited them).
 * Built field by field, so a field added to the V2 answer later stays private until named here.
 */
export function sharedAnswer(answer: V2Answer): SharedAnswer {
  return {
    title: answer.title,
    summary: answer.summary,
    blocks: answer.blocks,
    meta: answer.meta,
    sources: answer.sources.map(({ title, page, partner, url }) => ({
      title,
      ...(page === undefined ? {} : { page }),
      ...(partner === undefined ? {} : { partner }),
      ...(url === undefined ? {} : { url }),
    })),
    response: {
      technical: answer.response.technical,
      mentoring: answer.response.mentoring,
      format: answer.response.format,
      next_steps: answer.response.next_steps,
    },
  };
}
