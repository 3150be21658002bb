import { type AuditEntry, type Person } from '@buildmentor/contracts';
import { type AuditLogDoc, DOCUMENTS, PARTNERS } from '@buildmentor/read-models';
import { type ReadModels } from '../../infrastructure/read-models.service';
import { peopleNamer } from '../../shared/people-namer';
import { toAuditEntry } from './audit-query';

/** Where an entry's subject is a user id (the subject is the person themselves). */
const SUBJECT_IS_USER: ReadonlySet<AuditEntry['kind']> = new Set(['developer_access']);

const personLabel = (person: Person) => person.name ?? person.email;

/**
 * A page of audit entries with their people and subjects named, in one read per read model:
 * profiles for actors and affected users (and user subjects), partners for company names,
 * documents for file names. Other subjects (voucher codes, payment references, replay ids) are
 * already what an admin reads, so their label stays null and the console shows the id.
 */
export async function namedAuditEntries(
  readModels: ReadModels,
  docs: readonly AuditLogDoc[],
): Promise<AuditEntry[]> {
  const ids = (kind: AuditEntry['kind']) => [
    ...new Set(docs.filter((d) => d.kind === kind).map((d) => d.subject)),
  ];
  const partnerIds = ids('partner');
  const documentIds = ids('document');
  const [person, partners, documents] = await Promise.all([
    peopleNamer(readModels, [
      ...docs.map((d) => d.actor),
      ...docs.map((d) => d.subject_user),
      ...docs.filter((d) => SUBJECT_IS_USER.has(d.kind)).map((d) => d.subject),
    ]),
    partnerIds.length
      ? (await readModels.collection(PARTNERS)).find(
          { _id: { $in: partnerIds } },
          { limit: partnerIds.length },
        )
      : [],
    documentIds.length
      ? (await readModels.collection(DOCUMENTS)).find(
          { _id: { $in: documentIds } },
          { limit: documentIds.length },
        )
      : [],
  ]);
  const companies = new Map(partners.map((p) => [p._id, p.company_name]));
  const fileNames = new Map(documents.map((d) => [d._id, d.name]));
  const label = (doc: AuditLogDoc): string | null => {
    if (doc.kind === 'partner') return companies.get(doc.subject) ?? null;
    if (doc.kind === 'document') return fileNames.get(doc.subject) ?? null;
    if (SUBJECT_IS_USER.has(doc.kind)) return personLabel(person(doc.subject));
    return null;
  };
  return docs.map((doc) => ({
    ...toAuditEntry(doc),
    actor_person: person(doc.actor),
    subject_label: label(doc),
    subject_user_person: doc.subject_user === null ? null : person(doc.subject_user),
  }));
}
