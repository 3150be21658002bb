import { useState } from 'react';
import type { AdminUser } from '@buildmentor/contracts';
import { SearchField } from '../../../components/ui/search-field';
import { useGrantDeveloperAccess } from '../api/grant-developer-access';
import { useUsers } from '../api/get-users';
import { useAppliedDraft } from '../hooks/use-applied-draft';
import { errorDetail, formatDateTime } from '../utils/format';
import { AdminList } from './admin-list';

/** Users: search by email or name, and grant developer access with a reason. */
export function UsersTab() {
  const { draft, setDraft, applied, apply } = useAppliedDraft('');
  const users = useUsers(applied);

  return (
    <section aria-labelledby="admin-users-title">
      <h2 id="admin-users-title">Users</h2>
      <form role="search" className="admin-toolbar" onSubmit={apply}>
        <SearchField label="Search users" value={draft} onChange={setDraft} placeholder="Email or name" />
        <button type="submit" className="button button--secondary">
          Search
        </button>
      </form>
      <AdminList
        query={users}
        what="users"
        items={(data) => data.users}
        empty="No users found."
        summary={(data) => `Showing ${data.users.length} of ${data.total_count}`}
      >
        {(user) => <UserItem key={user.uid} user={user} />}
      </AdminList>
    </section>
  );
}

function UserItem({ user }: { user: AdminUser }) {
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const grant = useGrantDeveloperAccess();
  const reasonId = `grant-reason-${user.uid}`;
  const label = user.email ?? user.uid;

  const onGrant = () => {
    setMessage(null);
    if (reason.trim() === '') {
      setMessage('Please give a reason for the grant.');
      return;
    }
    grant.mutate(
      { user_id: user.uid, reason: reason.trim() },
      {
        onSuccess: () => setMessage('Developer access granted.'),
        onError: (error) => setMessage(`Failed to grant developer access: ${errorDetail(error)}`),
      },
    );
  };

  return (
    <li className="admin-card" aria-label={label}>
      <div className="admin-card__head">
        <h3>{label}</h3>
        <span className="admin-badge">{user.tier}</span>
        {user.is_admin && <span className="admin-badge admin-badge--approved">admin</span>}
        {user.developer_access && <span className="admin-badge admin-badge--approved">developer</span>}
      </div>
      <p className="admin-muted">
        {user.name ?? 'No name'} · {user.questions_asked} questions · registered{' '}
        {formatDateTime(user.registered_at)} · last active {formatDateTime(user.last_active_at)}
        {user.trial ? ` · trial ${user.trial.questions_remaining}/${user.trial.questions_total} left` : ''}
      </p>
      {!user.developer_access && !user.is_admin && (
        <div className="admin-review">
          <label htmlFor={reasonId}>Reason for developer access</label>
          <input
            id={reasonId}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="admin-review__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={grant.isPending}
              onClick={onGrant}
            >
              Grant Developer Access
            </button>
          </div>
        </div>
      )}
      {message && (
        <p
          role={grant.isSuccess ? 'status' : 'alert'}
          className={grant.isSuccess ? 'admin-success' : 'admin-error'}
        >
          {message}
        </p>
      )}
    </li>
  );
}
