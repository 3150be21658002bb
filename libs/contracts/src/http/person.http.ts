import { z } from 'zod';

/**
 * A person as the admin console shows them: the name and email an admin recognises, with the id
 * kept for hover and for links. Any response that names a user (an audit actor, a report's author,
 * a voucher's redeemer, a document's uploader) carries one of these next to the raw id, so the
 * console never has to look ids up itself. `name` and `email` are null for ids that are not people
 * (`system`, a webhook) or that the read side has not seen.
 */
export const personSchema = z.object({
  uid: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;
