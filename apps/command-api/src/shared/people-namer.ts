import { type Person } from '@buildmentor/contracts';
import { peopleByUid, PROFILES } from '@buildmentor/read-models';
import { type ReadModels } from '../infrastructure/read-models.service';

/**
 * How a response names the people behind its ids, so the admin console never shows a bare uid:
 * one profiles read for every id of the response, then a lookup per id that always answers
 * (nulls for `system` and ids the read side has not seen).
 */
export async function peopleNamer(
  readModels: ReadModels,
  uids: Iterable<string | null>,
): Promise<(uid: string) => Person> {
  const wanted = [...uids].filter((uid): uid is string => uid !== null);
  const people = await peopleByUid(await readModels.collection(PROFILES), wanted);
  return (uid) => people.get(uid) ?? { uid, name: null, email: null };
}
