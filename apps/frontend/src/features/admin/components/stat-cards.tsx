import { QueryState } from '../../../components/ui/query-state';
import { useAdminStats } from '../api/get-admin-stats';
import { formatCount } from '../utils/format';
import { adminQueryStates } from '../utils/query-states';

/**
 * The three stat cards of spec section 2, with the other figures as a line beneath. Total Users
 * counts people; automatic demo accounts that never asked anything are a line of their own.
 */
export function StatCards() {
  const stats = useAdminStats();
  return (
    <QueryState query={stats} {...adminQueryStates('statistics')}>
      {(data) => (
        <section aria-label="Statistics">
          <ul className="admin-stats">
            <li className="admin-stat">
              <span className="admin-stat__label">Total Users</span>
              <span className="admin-stat__value">{formatCount(data.total_users)}</span>
              <span className="admin-stat__note">
                {formatCount(data.active_users)} active in the last {data.active_window_days} days
              </span>
              {data.idle_demo_accounts > 0 && (
                <span className="admin-stat__note">
                  + {formatCount(data.idle_demo_accounts)} idle demo{' '}
                  {data.idle_demo_accounts === 1 ? 'account' : 'accounts'}
                </span>
              )}
            </li>
            <li className="admin-stat">
              <span className="admin-stat__label">Conversations</span>
              <span className="admin-stat__value">{formatCount(data.total_conversations)}</span>
              <span className="admin-stat__note">{formatCount(data.total_messages)} messages</span>
            </li>
            <li className="admin-stat">
              <span className="admin-stat__label">Documents Uploaded</span>
              <span className="admin-stat__value">{formatCount(data.documents_uploaded)}</span>
              <span className="admin-stat__note">
                {formatCount(data.partner_registrations)} partner registrations
              </span>
            </li>
          </ul>
          <p className="admin-muted">
            Active users: {formatCount(data.active_users)} · Messages: {formatCount(data.total_messages)} ·
            Questions: {formatCount(data.total_questions)} · Partner registrations:{' '}
            {formatCount(data.partner_registrations)}
          </p>
        </section>
      )}
    </QueryState>
  );
}
