import type { Person } from '@buildmentor/contracts';

/**
 * A person as an admin recognises them: the name, with the email as a quiet second part, and
 * the user id on hover (and for screen readers, which do not read titles reliably, kept out of the
 * way). Ids that are not people (`system`, a webhook) or not known yet show as the id itself.
 */
export function PersonName({ person }: { person: Person }) {
  const main = person.name ?? person.email;
  if (!main)
    return (
      <span className="admin-person" title={person.uid}>
        {person.uid}
      </span>
    );
  return (
    <span className="admin-person" title={person.uid}>
      <span className="admin-person__name">{main}</span>
      {person.name && person.email && <span className="admin-person__email">{person.email}</span>}
    </span>
  );
}
