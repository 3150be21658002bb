/**
 * Where a checkout sends the user back to. Both derive from the origin the user started on, so
 * the demo page (which has only the session) rebuilds the same links the provider was given.
 */
export function successUrl(origin: string, checkoutSessionId = '{CHECKOUT_SESSION_ID}'): string {
  return `${origin}/payment-success?session_id=${checkoutSessionId}`;
}

export function cancelUrl(origin: string): string {
  return `${origin}/pricing?payment=cancelled`;
}

/** The origin of a URL we created (a checkout URL or the client's origin_url). */
export function originOf(url: string): string {
  return new URL(url).origin;
}
