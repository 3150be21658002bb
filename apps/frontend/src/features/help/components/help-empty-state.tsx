import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../config/product';
import { mailtoHref } from '../../../lib/mailto';

/** Spec section 8: no article matches; invites the visitor to suggest a knowledge source. */
export function HelpEmptyState({ query }: { query: string }) {
  const href = mailtoHref(SUPPORT_EMAIL, {
    subject: 'Knowledge Bank Ideas: Suggest Knowledge Source',
    body: [
      query
        ? `I searched the Help Centre for: ${query}`
        : 'I could not find what I was looking for in the Help Centre.',
      '',
      'Suggested source (title, publisher, link):',
      '',
      'Why it would help:',
    ].join('\n'),
  });
  return (
    <div className="help-empty">
      <p>{PRODUCT_NAME} is continuing to build their knowledge banks.</p>
      <a className="button button--primary" href={href}>
        Suggest Knowledge Source
      </a>
    </div>
  );
}
