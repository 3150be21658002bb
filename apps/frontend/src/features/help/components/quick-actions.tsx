import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL } from '../../../config/product';
import { mailtoHref } from '../../../lib/mailto';

const MAIL_ACTIONS = [
  { label: 'Email Support', subject: 'Support Request' },
  { label: 'Send Feedback', subject: 'Feedback' },
  { label: 'Account Issues', subject: 'Account Issue' },
] as const;

/** Spec section 2: the Quick Actions sidebar. */
export function QuickActions() {
  return (
    <nav className="panel quick-actions" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title">Quick Actions</h2>
      <ul className="plain-list quick-actions__list">
        {MAIL_ACTIONS.map((action) => (
          <li key={action.label}>
            <a className="quick-actions__item" href={mailtoHref(SUPPORT_EMAIL, { subject: action.subject })}>
              {action.label}
            </a>
          </li>
        ))}
        <li>
          <Link className="quick-actions__item" to={paths.knowledge.path}>
            Knowledge Vault
          </Link>
        </li>
        <li>
          <button type="button" className="quick-actions__item" disabled>
            Video Tutorials <span className="badge">Soon</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
