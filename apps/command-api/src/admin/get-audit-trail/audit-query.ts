import { type AuditEntry } from '@buildmentor/contracts';
import { businessDayEnd, businessDayStart } from '@buildmentor/domain';
import { type AuditLogDoc } from '@buildmentor/read-models';
import { type Filter } from '@buildmentor/read-store';
import { csvField } from '../csv';
import { type AuditCriteria } from './get-audit-trail.query';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The read-store filter for the audit query. The actor text matches the exact id it is, or any of
 * `actorUids` (the people whose email or name contain it, resolved by the caller). A bare day is
 * a business day, inclusive at both ends; an instant is compared as given (normalised to UTC, as
 * event times are stored).
 */
export function auditFilter(query: AuditCriteria, actorUids: readonly string[] = []): Filter {
  const filter: Filter = {};
  if (query.kind) filter['kind'] = query.kind;
  if (query.actor) filter['actor'] = { $in: [...new Set([query.actor, ...actorUids])] };
  const at: { $gte?: string; $lte?: string } = {};
  if (query.from)
    at.$gte = isDay(query.from) ? businessDayStart(query.from) : new Date(query.from).toISOString();
  if (query.to) at.$lte = isDay(query.to) ? businessDayEnd(query.to) : new Date(query.to).toISOString();
  if (at.$gte || at.$lte) filter['at'] = at;
  return filter;
}

/** An entry's own fields, before its people and subject are named (audit-names.ts). */
export type AuditRecord = Omit<AuditEntry, 'actor_person' | 'subject_label' | 'subject_user_person'>;

export function toAuditEntry(doc: AuditLogDoc): AuditRecord {
  return {
    id: doc.event_id,
    kind: doc.kind,
    event_type: doc.event_type,
    actor: doc.actor,
    at: doc.at,
    subject: doc.subject,
    subject_user: doc.subject_user,
    outcome: doc.outcome,
    reason: doc.reason,
    position: doc.position,
  };
}

/** The CSV's columns: the ids, with the names and emails the console shows next to them. */
const COLUMNS: ReadonlyArray<readonly [string, (entry: AuditEntry) => string | number | null]> = [
  ['position', (e) => e.position],
  ['at', (e) => e.at],
  ['kind', (e) => e.kind],
  ['event_type', (e) => e.event_type],
  ['actor', (e) => e.actor],
  ['actor_name', (e) => e.actor_person.name],
  ['actor_email', (e) => e.actor_person.email],
  ['subject', (e) => e.subject],
  ['subject_label', (e) => e.subject_label],
  ['subject_user', (e) => e.subject_user],
  ['subject_user_email', (e) => e.subject_user_person?.email ?? null],
  ['outcome', (e) => e.outcome],
  ['reason', (e) => e.reason],
  ['id', (e) => e.id],
];

/** CSV with a header row; every field quoted where RFC 4180 needs it (reasons are free text). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const entry of entries)
    lines.push(
      COLUMNS.map(([, value]) => {
        const field = value(entry);
        return csvField(field === null ? '' : String(field));
      }).join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
