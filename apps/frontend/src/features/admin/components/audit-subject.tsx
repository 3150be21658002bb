import type { AuditEntry } from '@buildmentor/contracts';
import { PersonName } from './person-name';

/**
 * An audit entry's subject: its label (a company, a file, a person) with the id on hover, or the
 * id itself where that is what an admin reads (a voucher code, a payment reference); then the
 * user it affects, when that is someone else.
 */
export function AuditSubject({ entry }: { entry: AuditEntry }) {
  const affected =
    entry.subject_user_person && entry.subject_user !== entry.subject ? entry.subject_user_person : null;
  return (
    <span className="admin-subject">
      <span title={entry.subject}>{entry.subject_label ?? entry.subject}</span>
      {affected && (
        <span className="admin-subject__user">
          for <PersonName person={affected} />
        </span>
      )}
    </span>
  );
}
