import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from '../chat/v2-answer.schema';

/** GET /api/knowledge/personal-documents: the signed-in user's private documents. */
export const personalDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  status: z.enum(['processing', 'ready', 'rejected']),
  uploaded_at: z.string(),
  /** Why extraction refused the file, for the user (null unless rejected). */
  rejection_reason: z.string().nullable(),
});
export type PersonalDocument = z.infer<typeof personalDocumentSchema>;

export const personalDocumentsResponseSchema = z.object({ documents: z.array(personalDocumentSchema) });
export type PersonalDocumentsResponse = z.infer<typeof personalDocumentsResponseSchema>;

/** One file's outcome in an upload (spec section 3: filename, success, document_id, message, error). */
export const uploadFileResultSchema = z.object({
  filename: z.string(),
  success: z.boolean(),
  document_id: z.string().optional(),
  message: z.string().optional(),
  error: z.string().optional(),
});

/** The aggregate (spec: message, results, errors, success_count, error_count) plus the position. */
export const uploadResponseSchema = z.object({
  message: z.string(),
  results: z.array(uploadFileResultSchema),
  errors: z.array(z.string()),
  success_count: z.number().int().nonnegative(),
  error_count: z.number().int().nonnegative(),
  position: z.number().int().nonnegative(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * A search needs a word: a letter or a digit. Anything else in the text (quotes, stars, %, backslashes,
 * operators) is not syntax for anyone: the read store turns the words into its engine's query.
 */
const SEARCH_WORD = /[\p{L}\p{N}]/u;

/** GET and POST /api/knowledge/search (spec: query, limit 10, include_mentor_notes). */
export const knowledgeSearchQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Enter something to search for')
    .max(300)
    .refine((text) => SEARCH_WORD.test(text), 'Enter at least one word or number to search for'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  include_mentor_notes: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .default(true),
});
export type KnowledgeSearchQuery = z.infer<typeof knowledgeSearchQuerySchema>;

export const knowledgeSearchResultSchema = z.object({
  document_id: z.string(),
  filename: z.string(),
  /** Plain text around the best match; never HTML. */
  snippet: z.string(),
  /** [start, end) character ranges of matched words within `snippet`, for highlighting. */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  page: z.number().int().positive(),
  scope: z.enum(['personal', 'community']),
  /** 'document' or 'mentor_note'. */
  kind: z.enum(['document', 'mentor_note']),
  /** Community content only: the verified partner it is attributed to. */
  partner: z.string().nullable(),
  score: z.number(),
});
export const knowledgeSearchResponseSchema = z.object({
  query: z.string(),
  results: z.array(knowledgeSearchResultSchema),
});
export type KnowledgeSearchResponse = z.infer<typeof knowledgeSearchResponseSchema>;

/** GET /api/knowledge/storage: what the vault's usage bar shows ("X MB of Y MB used"). */
export const storageUsageResponseSchema = z.object({
  /** Bytes of every upload not deleted or rejected (personal and community). */
  used_bytes: z.number().int().nonnegative(),
  /** The plan's limit (STORAGE_QUOTA_BYTES), or the admins' one. */
  limit_bytes: z.number().int().positive(),
  /** The plan it comes from, as GET /api/user/subscription names it. */
  tier: z.enum(SUBSCRIPTION_TIERS),
});
export type StorageUsageResponse = z.infer<typeof storageUsageResponseSchema>;

/** GET /api/knowledge/community-documents */
export const communityDocumentsResponseSchema = z.object({
  documents: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      partner: z.string().nullable(),
      uploaded_at: z.string(),
      status: z.enum(['processing', 'ready', 'rejected']),
    }),
  ),
});
export type CommunityDocumentsResponse = z.infer<typeof communityDocumentsResponseSchema>;

/** POST /api/knowledge/mentor-note: a private note, searchable when include_mentor_notes is true. */
export const mentorNoteRequestSchema = z.object({
  title: z.string().trim().min(1, 'Give the note a title').max(200),
  body: z.string().trim().min(1, 'Write the note').max(10_000),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
});
export const mentorNoteResponseSchema = z.object({
  success: z.literal(true),
  note_id: z.string(),
  position: z.number().int().nonnegative(),
});
export type MentorNoteResponse = z.infer<typeof mentorNoteResponseSchema>;

/** DELETE /api/knowledge/documents/{id} */
export const documentDeletedResponseSchema = z.object({
  success: z.literal(true),
  position: z.number().int(),
});
export type DocumentDeletedResponse = z.infer<typeof documentDeletedResponseSchema>;
