import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../limits';
import { idSchema, nonBlankTextSchema } from './shared.schemas';

/**
 * Events on stream `document-<documentId>`: the Personal and Community Knowledge Banks.
 * A document is uploaded (bytes stored in the blob store), then either its text is extracted
 * (and it becomes searchable) or it is rejected; an owner or admin may delete it.
 */

/** personal: private to the owner. community: from a verified partner, searchable by everyone. */
export const DOCUMENT_SCOPES = ['personal', 'community'] as const;

export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'image/png',
  'image/jpeg',
] as const;

/** Why a document could not be used; the API maps these to its 413/415/422 answers. */
export const DOCUMENT_REJECTION_CODES = [
  'too_large',
  'unsupported_type',
  'type_mismatch',
  'extraction_failed',
  'extraction_timeout',
  'no_text',
] as const;

export const documentUploadedDataSchema = z.object({
  documentId: idSchema,
  /** The uploader, who owns a personal document. */
  userId: idSchema,
  scope: z.enum(DOCUMENT_SCOPES),
  filename: z.string().min(1).max(255),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  sizeBytes: z.number().int().positive().max(MAX_UPLOAD_BYTES),
  /** Hex SHA-256 of the bytes: lets the vault spot the same file uploaded twice. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Where the bytes are in the blob store. */
  blobKey: z.string().min(1),
  tags: z.array(z.string().min(1)),
  /** For community documents: the approved partner the content is attributed to. */
  partnerId: idSchema.nullable(),
  partnerName: z.string().min(1).nullable(),
});

/**
 * The extracted text travels in the event, page by page, so search chunks are a pure projection
 * of the log (a replay rebuilds the index without touching the blob store) and sources can cite
 * a page. Formats without pages (TXT, DOCX, images) are one page.
 */
export const documentTextExtractedDataSchema = z.object({
  documentId: idSchema,
  userId: idSchema,
  pages: z.array(z.object({ page: z.number().int().positive(), text: z.string() })).min(1),
  charCount: z.number().int().nonnegative(),
  /** Which engine produced the text (e.g. 'pdf', 'docx', 'plain', 'ocr'), for diagnosing bad text. */
  extractor: z.string().min(1),
  /**
   * Copied from the upload so the search index can be rebuilt from this event alone (optional:
   * added after the first version; older events fall back to the document id as the title).
   */
  filename: z.string().min(1).max(255).optional(),
  scope: z.enum(DOCUMENT_SCOPES).optional(),
  partnerName: z.string().min(1).nullable().optional(),
});

export const documentRejectedDataSchema = z.object({
  documentId: idSchema,
  userId: idSchema,
  code: z.enum(DOCUMENT_REJECTION_CODES),
  reason: nonBlankTextSchema,
});

export const documentDeletedDataSchema = z.object({
  documentId: idSchema,
  /** The owner of the document. */
  userId: idSchema,
  /** Who deleted it: the owner, or an admin removing community content. */
  deletedBy: idSchema,
  reason: z.string().nullable(),
});

export type DocumentScope = (typeof DOCUMENT_SCOPES)[number];
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
export type DocumentRejectionCode = (typeof DOCUMENT_REJECTION_CODES)[number];
export type DocumentUploadedData = z.infer<typeof documentUploadedDataSchema>;
export type DocumentTextExtractedData = z.infer<typeof documentTextExtractedDataSchema>;
export type DocumentRejectedData = z.infer<typeof documentRejectedDataSchema>;
export type DocumentDeletedData = z.infer<typeof documentDeletedDataSchema>;

/**
 * `mentor-note-<noteId>`: a short note a user writes for themselves (a lesson learnt, a site
 * rule of thumb), private like a personal document and searchable beside it. An extension of the
 * DESIGN.md catalogue.
 */
export const mentorNoteAddedDataSchema = z.object({
  noteId: idSchema,
  userId: idSchema,
  title: z.string().min(1).max(200),
  body: z.string().min(1).max(10_000),
  tags: z.array(z.string().min(1).max(50)).max(20),
});
export type MentorNoteAddedData = z.infer<typeof mentorNoteAddedDataSchema>;

/**
 * `library-<userId>`: the bytes a user's uploads occupy, reserved before a document is recorded
 * (appended with the exact revision, so parallel uploads can never together pass the plan's
 * storage limit) and released when the document is deleted or rejected, or was never recorded.
 */
export const STORAGE_RELEASE_REASONS = ['deleted', 'rejected', 'not_recorded'] as const;

export const storageReservedDataSchema = z.object({
  userId: idSchema,
  documentId: idSchema,
  bytes: z.number().int().positive().max(MAX_UPLOAD_BYTES),
  /** The plan's limit the reservation was judged against, for support questions ("why was I refused?"). */
  limitBytes: z.number().int().positive(),
});

export const storageReleasedDataSchema = z.object({
  userId: idSchema,
  documentId: idSchema,
  bytes: z.number().int().positive().max(MAX_UPLOAD_BYTES),
  reason: z.enum(STORAGE_RELEASE_REASONS),
});

export type StorageReleaseReason = (typeof STORAGE_RELEASE_REASONS)[number];
export type StorageReservedData = z.infer<typeof storageReservedDataSchema>;
export type StorageReleasedData = z.infer<typeof storageReleasedDataSchema>;
