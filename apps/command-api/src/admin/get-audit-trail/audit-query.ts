import { type AuditEntry } from '@buildmentor/contracts';
import { businessDayEnd, businessDayStart } from '@buildmentor/domain';
import { type AuditLogDoc } from '@buildmentor/read-models';
import { type Filter } from '@buildmentor/read-store';
import { csvField } from '../csv';
import { type AuditCriteria } from './get-audit-trail.query';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The read-store filter for the audit query. A bare day is a business day, inclusive at both
 * ends; an instant is compared as given (normalised to UTC, as event times are stored).
 */
export function auditFilter(query: AuditCriteria): Filter {
  const filter: Filter = {};
  if (query.kind) filter['kind'] = query.kind;
  if (query.actor) filter['actor'] = query.actor;
  const at: { $gte?: string; $lte?: string } = {};
  if (query.from)
    at.$gte = isDay(query.from) ? businessDayStart(query.from) : new Date(query.from).toISOString();
  if (query.to) at.$lte = isDay(query.to) ? businessDayEnd(query.to) : new Date(query.to).toISOString();
  if (at.$gte || at.$lte) filter['at'] = at;
  return filter;
}

export function toAuditEntry(doc: AuditLogDoc): AuditEntry {
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

const COLUMNS = [
  'position',
  'at',
  'kind',
  'event_type',
  'actor',
  'subject',
  'subject_user',
  'outcome',
  'reason',
  'id',
] as const;

/** CSV with a header row; every field quoted where RFC 4180 needs it (reasons are free text). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [COLUMNS.join(',')];
  for (const entry of entries)
    lines.push(
      COLUMNS.map((column) => csvField(entry[column] === null ? '' : String(entry[column]))).join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
