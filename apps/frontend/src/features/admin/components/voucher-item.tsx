import { useRef, useState, type FormEvent } from 'react';
import type { Person, VoucherListItem } from '@buildmentor/contracts';
import { findPlan } from '@buildmentor/contracts/plans';
import { useRevokeVoucher } from '../api/revoke-voucher';
import { errorDetail, formatDateTime } from '../utils/format';

export const REVOKE_REASON_REQUIRED = 'Please give a reason for revoking this voucher.';

/** A person as the list names them: name and email, the id on hover (and alone when unknown). */
function PersonName({ person }: { person: Person }) {
  const known = [person.name, person.email].filter(Boolean).join(' · ');
  return <span title={person.uid}>{known || person.uid}</span>;
}

/** One voucher: its plan, uses, expiry, creator, note, who redeemed it, and Revoke with a reason. */
export function VoucherItem({ voucher }: { voucher: VoucherListItem }) {
  const plan = findPlan(voucher.tier)?.name ?? voucher.tier;
  return (
    <li className="admin-card" aria-label={`Voucher ${voucher.code}`}>
      <div className="admin-card__head">
        <h3 className="admin-mono">{voucher.code}</h3>
        <span className={`admin-badge admin-badge--${voucher.status}`}>{voucher.status}</span>
      </div>
      <dl className="admin-fields">
        <dt>Plan</dt>
        <dd>
          {plan} · {voucher.duration_days} {voucher.duration_days === 1 ? 'day' : 'days'}
        </dd>
        <dt>Uses</dt>
        <dd>
          {voucher.redemption_count} of {voucher.max_redemptions}
        </dd>
        <dt>Expires</dt>
        <dd>{voucher.expires_at ? formatDateTime(voucher.expires_at) : 'Never'}</dd>
        <dt>Created</dt>
        <dd>
          {formatDateTime(voucher.created_at)} by <PersonName person={voucher.created_by_person} />
        </dd>
        <dt>Note</dt>
        <dd>{voucher.note || '—'}</dd>
        {voucher.revoked_at && (
          <>
            <dt>Revoked</dt>
            <dd>
              {formatDateTime(voucher.revoked_at)}: {voucher.revoke_reason}
            </dd>
          </>
        )}
        <dt>Redeemed by</dt>
        <dd>
          {voucher.redemptions.length === 0 ? (
            'Not redeemed yet'
          ) : (
            <ul className="admin-plain-list" aria-label={`Redemptions of ${voucher.code}`}>
              {voucher.redemptions.map((r) => (
                <li key={r.person.uid}>
                  <PersonName person={r.person} /> · {formatDateTime(r.redeemed_at)}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {voucher.status !== 'revoked' && <RevokeVoucher code={voucher.code} />}
    </li>
  );
}

/** Revoke asks why first: the reason is required and goes into the audit trail. */
function RevokeVoucher({ code }: { code: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const revoke = useRevokeVoucher();
  const reasonId = `revoke-reason-${code}`;

  const close = () => {
    setOpen(false);
    setReason('');
    setMessage(null);
    queueMicrotask(() => opener.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (reason.trim() === '') {
      setMessage(REVOKE_REASON_REQUIRED);
      return;
    }
    revoke.mutate(
      { code, reason: reason.trim() },
      { onError: (error) => setMessage(`Failed to revoke voucher: ${errorDetail(error)}`) },
    );
  };

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className="button button--secondary voucher-revoke__open"
        onClick={() => setOpen(true)}
      >
        Revoke…
      </button>
    );
  }
  return (
    <form className="admin-review" onSubmit={submit} noValidate>
      <label htmlFor={reasonId}>Reason for revoking {code}</label>
      <input
        id={reasonId}
        value={reason}
        maxLength={500}
        autoFocus
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${reasonId}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      />
      <div className="admin-review__actions">
        <button type="submit" className="button button--primary" disabled={revoke.isPending}>
          {revoke.isPending ? 'Revoking…' : 'Revoke voucher'}
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          Cancel
        </button>
      </div>
      {message && (
        <p id={`${reasonId}-error`} role="alert" className="admin-error">
          {message}
        </p>
      )}
    </form>
  );
}
