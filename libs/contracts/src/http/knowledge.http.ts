import { z } from 'zod';

/** GET /api/knowledge/personal-documents: the signed-in user's private documents. */
export const personalDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  status: z.enum(['processing', 'ready', 'rejected']),
  uploaded_at: z.string(),
});
export type PersonalDocument = z.infer<typeof personalDocumentSchema>;

export const personalDocumentsResponseSchema = z.object({ documents: z.array(personalDocumentSchema) });
export type PersonalDocumentsResponse = z.infer<typeof personalDocumentsResponseSchema>;
