/**
 * The product's name everywhere in the UI ('Loading BuildMentor...', page titles, header).
 * Deployments rename it with VITE_PRODUCT_NAME (default in .env, which also fills index.html);
 * the fallback covers builds and tests that load no .env.
 */
export const PRODUCT_NAME = import.meta.env.VITE_PRODUCT_NAME?.trim() || 'BuildMentor';

/**
 * The support address ({email} in the spec): contact and feedback mailtos, the help centre and
 * the legal pages. Deployments set VITE_SUPPORT_EMAIL.
 */
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL?.trim() || 'support@buildmentor.example';

/** Page titles read '<Page> | BuildMentor'. */
export function pageTitle(page: string): string {
  return `${page} | ${PRODUCT_NAME}`;
}
