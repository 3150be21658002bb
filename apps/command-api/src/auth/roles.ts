import { type Role } from '@buildmentor/contracts';

/**
 * Demo mode's admin rule, from the spec: the lowercase email contains 'admin' or 'dev', or is one
 * of the product's own addresses. The spec's beta_tester role has no derivation, so nobody gets it
 * here. Password mode trusts only a verified ADMIN_EMAILS address and granted developer access.
 */
export function demoRole(email: string, productAddresses: readonly string[]): Role {
  const lower = email.toLowerCase();
  if (lower.includes('admin') || lower.includes('dev')) return 'admin';
  if (productAddresses.some((address) => address.toLowerCase() === lower)) return 'admin';
  return 'user';
}
