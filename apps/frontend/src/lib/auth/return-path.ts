/**
 * Where sign-in returns to: /auth?next=<path>. Only a path on this site is followed (no scheme, no
 * host, no protocol-relative `//`), so a crafted link cannot send a user who just signed in to
 * another site (an open redirect).
 */
export const NEXT_PARAM = 'next';

/** /auth with the path to return to after signing in. */
export function signInPath(authPath: string, next: string): string {
  return `${authPath}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}

/** The same-origin path (with its query and fragment) in `next`, or null for anything else. */
export function safeReturnPath(next: string | null, origin = window.location.origin): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
