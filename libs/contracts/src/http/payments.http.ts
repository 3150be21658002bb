import { z } from 'zod';
import { PLAN_TIERS } from '../events/shared.schemas';
import { positionSchema } from './problem.schema';

/** GET /api/pricing: one card per plan (spec section 3, "Pricing package"). */
export const pricingPackageSchema = z.object({
  id: z.enum(PLAN_TIERS),
  name: z.string(),
  /** Minor units (cents) of `currency`; 0 for Starter. */
  price: z.number().int().nonnegative(),
  currency: z.string(),
  period: z.enum(['free', 'month', 'day']),
  description: z.string(),
  features: z.array(z.string()),
  limitations: z.array(z.string()),
  cta: z.string(),
  promotion: z.string().nullable(),
  /** Free days before the first charge for a new subscriber (0 when none). */
  trial_days: z.number().int().nonnegative(),
  badge: z.string().nullable(),
});
export type PricingPackage = z.infer<typeof pricingPackageSchema>;

export const pricingResponseSchema = z.object({ packages: z.array(pricingPackageSchema) });
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

/**
 * POST /api/payment/checkout (spec: package_id, origin_url). package_id stays a plain string here
 * so an unknown plan gets the spec's own 400 message rather than a generic validation error.
 */
export const checkoutRequestSchema = z.object({
  package_id: z.string().min(1).max(50),
  /** Where the user came from; return links go back to it (only http(s) origins). */
  origin_url: z.url({ protocol: /^https?$/ }).max(500),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** `session_id` is null for Starter, which activates at once without a checkout. */
export const checkoutResponseSchema = z.object({
  checkout_url: z.string(),
  session_id: z.string().nullable(),
  position: positionSchema,
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;

/**
 * GET /api/payment/status/{id} (spec section 3: payment_status, status, amount_total in minor
 * units, currency, metadata.package_id). `payment_status` is 'paid' once the payment is confirmed
 * and the plan activated, including a subscription whose first weeks are free.
 */
export const paymentStatusResponseSchema = z.object({
  session_id: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  status: z.enum(CHECKOUT_STATUSES),
  amount_total: z.number().int().nonnegative(),
  currency: z.string(),
  metadata: z.object({ package_id: z.enum(PLAN_TIERS) }),
  /** The plan's name for the result page (spec section 9). */
  plan_name: z.string(),
  position: positionSchema,
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/** The {id} of the demo checkout routes: a demo checkout session's id. */
export const demoCheckoutParamsSchema = z.object({
  id: z.string().regex(/^demo_cs_[A-Za-z0-9]{1,100}$/, 'Invalid session id'),
});

/** GET /api/payment/demo/{id}: what the in-app demo checkout page shows. */
export const demoCheckoutResponseSchema = z.object({
  session_id: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  package: pricingPackageSchema,
  /** Charged today (0 during a free trial) in minor units. */
  amount_total: z.number().int().nonnegative(),
  currency: z.string(),
  success_url: z.string(),
  cancel_url: z.string(),
});
export type DemoCheckoutResponse = z.infer<typeof demoCheckoutResponseSchema>;

/** POST /api/payment/demo/{id}/pay and /cancel: where the page sends the user next. */
export const demoOutcomeResponseSchema = z.object({
  success: z.boolean(),
  redirect_url: z.string(),
  position: positionSchema,
});
export type DemoOutcomeResponse = z.infer<typeof demoOutcomeResponseSchema>;

/** POST /api/payment/webhook: the provider only needs a 2xx. */
export const webhookAckSchema = z.object({ received: z.literal(true) });
export type WebhookAck = z.infer<typeof webhookAckSchema>;

/** POST /api/payment/portal: the provider's billing portal for the signed-in user's customer. */
export const billingPortalRequestSchema = z.object({
  /** Where the user came from; the portal's return link goes back to it (only http(s) origins). */
  origin_url: z.url({ protocol: /^https?$/ }).max(500),
});
export type BillingPortalRequest = z.infer<typeof billingPortalRequestSchema>;

export const billingPortalResponseSchema = z.object({ url: z.string() });
export type BillingPortalResponse = z.infer<typeof billingPortalResponseSchema>;

export const BILLING_PLAN_STATUSES = ['active', 'suspended', 'ended'] as const;

/**
 * GET /api/payment/billing: what the profile's billing card shows. `portal_available` is true only
 * with a provider that has a billing portal (Stripe) and once the user has a customer there.
 */
export const billingResponseSchema = z.object({
  provider: z.enum(['stripe', 'demo']),
  portal_available: z.boolean(),
  /** The paid plan that matters now (one needing attention first), or null. */
  plan: z
    .object({
      tier: z.enum(PLAN_TIERS),
      status: z.enum(BILLING_PLAN_STATUSES),
      /** Why it is suspended or ended (unpaid, paused, disputed, canceled, refunded...). */
      reason: z.string().nullable(),
      /** The provider's own status (past_due while it retries a card), when known. */
      provider_status: z.string().nullable(),
      since: z.string(),
    })
    .nullable(),
  /** The latest renewal attempt that failed and is still unpaid, or null. */
  payment_issue: z
    .object({
      amount_due: z.number().int().nonnegative(),
      currency: z.string(),
      attempt: z.number().int().positive(),
      failed_at: z.string(),
      next_attempt_at: z.string().nullable(),
      message: z.string(),
    })
    .nullable(),
});
export type BillingResponse = z.infer<typeof billingResponseSchema>;
