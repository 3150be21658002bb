import { z } from 'zod';

/**
 * Small building blocks shared by the event data schemas. Event schemas describe facts that were
 * already decided, so they check structure (types, formats, ranges) and leave business rules such
 * as "must be one of the 17 sectors" to the deciders: an option list may change, a recorded fact
 * must still replay.
 */

/** An identifier that also becomes part of a stream name (`user-<id>`), so never blank. */
export const idSchema = z.string().min(1).max(200);

/** ISO-8601 instant with an offset, the same format as the metadata's `at`. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar day, YYYY-MM-DD (zod checks it is a real date). */
export const isoDaySchema = z.iso.date();

/** Paid and voucher tiers (spec section 6): consultant is shown as Pro-Plus. */
export const PLAN_TIERS = ['starter', 'pro', 'consultant', 'day_pass'] as const;
export const planTierSchema = z.enum(PLAN_TIERS);
export type PlanTier = z.infer<typeof planTierSchema>;

/** ISO-4217 currency code in lower case, as the payment provider reports it ('aud'). */
export const currencySchema = z.string().regex(/^[a-z]{3}$/, 'Expected a lower-case ISO 4217 code');

/** An amount in minor units (cents); never fractional, never negative. */
export const minorUnitsSchema = z.number().int().nonnegative();

/** Free text that must say something (a reason, a comment): blank strings are not facts. */
export const nonBlankTextSchema = z.string().regex(/\S/, 'Must not be blank');
