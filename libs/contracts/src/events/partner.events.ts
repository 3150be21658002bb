import { z } from 'zod';
import { BUSINESS_ID_COUNTRIES, BUSINESS_ID_SCHEMES } from '../business-id/business-id-schemes';
import { idSchema, nonBlankTextSchema } from './shared.schemas';

/**
 * Events on stream `partner-<partnerId>`: a company applies to become a verified partner and an
 * admin approves or rejects it. Only a pending application can be acted on (spec section 4).
 */

// The country and scheme lists (and MANUAL_REVIEW_REQUIRED) live in ../business-id, which the
// browser imports without zod; the package index re-exports them from there.

export const partnerAppliedDataSchema = z.object({
  partnerId: idSchema,
  /** The signed-in user who applied; approval lets this user upload community content. */
  userId: idSchema,
  companyName: nonBlankTextSchema,
  contactPerson: nonBlankTextSchema,
  email: z.email(),
  phone: z.string().nullable(),
  industrySector: nonBlankTextSchema,
  description: z.string().nullable(),
  country: z.enum(BUSINESS_ID_COUNTRIES),
  /** null when the applicant opted out of giving a business id. */
  businessIdScheme: z.enum(BUSINESS_ID_SCHEMES).nullable(),
  /** Normalised: spaces and dashes removed, upper-cased; null on opt-out. */
  businessIdNumber: z.string().min(1).nullable(),
  /** 'SCHEME:NUMBER', or MANUAL_REVIEW_REQUIRED on opt-out (the spec's abn_acn). */
  abnAcn: z.string().min(1),
  /** The format/checksum check passed (an opt-out reports valid but unverified). */
  businessIdValid: z.boolean(),
  manualReviewRequired: z.boolean(),
});

export const partnerApprovedDataSchema = z.object({
  partnerId: idSchema,
  reviewerId: idSchema,
  /** Approval notes are optional (spec section 5): '' when none. */
  notes: z.string(),
});

export const partnerRejectedDataSchema = z.object({
  partnerId: idSchema,
  reviewerId: idSchema,
  /** Rejection requires a reason (spec section 5). */
  reason: nonBlankTextSchema,
});

export type PartnerAppliedData = z.infer<typeof partnerAppliedDataSchema>;
export type PartnerApprovedData = z.infer<typeof partnerApprovedDataSchema>;
export type PartnerRejectedData = z.infer<typeof partnerRejectedDataSchema>;
