import { z } from 'zod';
import { positionSchema } from './problem.schema';

/**
 * The partner endpoints (spec section 3, "Partner application"). Field names are the spec's
 * snake_case. The request schema checks types and sizes only: which fields are required, the
 * email format, the sector list and the business identifier are domain rules, so their messages
 * come back with field paths from one place.
 */

export const PARTNER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const PARTNER_REVIEW_ACTIONS = ['approve', 'reject'] as const;

/** POST /api/partners/register: the form's submitted payload. */
export const partnerRegistrationRequestSchema = z.object({
  company_name: z.string().max(200),
  contact_person: z.string().max(200),
  email: z.string().max(320),
  industry_sector: z.string().max(100),
  phone: z.string().max(50).nullish(),
  description: z.string().max(2000).nullish(),
  country: z.string().max(8),
  /** Empty or null with the opt-out, which clears the number and scheme. */
  business_id_scheme: z.string().max(16).nullish(),
  business_id_number: z.string().max(64).nullish(),
  /** Sent by the form, recomputed by the server ('SCHEME:NUMBER' or MANUAL_REVIEW_REQUIRED). */
  abn_acn: z.string().max(100).nullish(),
  /** Sent by the form, ignored: the server re-checks the identifier itself. */
  business_id_valid: z.boolean().nullish(),
  manual_review_required: z.boolean().default(false),
});
export type PartnerRegistrationRequest = z.infer<typeof partnerRegistrationRequestSchema>;

export const partnerRegistrationResponseSchema = z.object({
  message: z.string(),
  partner_id: z.string(),
  status: z.literal('pending'),
  position: positionSchema,
});
export type PartnerRegistrationResponse = z.infer<typeof partnerRegistrationResponseSchema>;

/** GET /api/partners/me: the signed-in user's latest application, or null. */
export const myPartnerResponseSchema = z.object({
  partner: z
    .object({
      partner_id: z.string(),
      company_name: z.string(),
      status: z.enum(PARTNER_STATUSES),
      admin_notes: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
});
export type MyPartnerResponse = z.infer<typeof myPartnerResponseSchema>;

/** Every stored field of an application (spec section 3), as the admin list shows it. */
export const partnerRecordSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  company_name: z.string(),
  contact_person: z.string(),
  email: z.string(),
  industry_sector: z.string(),
  phone: z.string().nullable(),
  status: z.enum(PARTNER_STATUSES),
  manual_review_required: z.boolean(),
  country: z.string(),
  business_id_scheme: z.string().nullable(),
  business_id_number: z.string().nullable(),
  abn_acn: z.string(),
  business_id_valid: z.boolean(),
  description: z.string().nullable(),
  /** Approval notes ('' when none) or the rejection reason; null while pending. */
  admin_notes: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type PartnerRecord = z.infer<typeof partnerRecordSchema>;

/** GET /api/admin/partners, newest first. */
export const partnerListResponseSchema = z.object({ partners: z.array(partnerRecordSchema) });
export type PartnerListResponse = z.infer<typeof partnerListResponseSchema>;

/** POST /api/admin/partners/review: notes are optional to approve, required to reject. */
export const partnerReviewRequestSchema = z.object({
  partner_id: z.string().min(1).max(200),
  action: z.enum(PARTNER_REVIEW_ACTIONS),
  admin_notes: z.string().max(2000).nullish(),
});
export type PartnerReviewRequest = z.infer<typeof partnerReviewRequestSchema>;

export const partnerReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  partner_id: z.string(),
  status: z.enum(['approved', 'rejected']),
  position: positionSchema,
});
export type PartnerReviewResponse = z.infer<typeof partnerReviewResponseSchema>;
