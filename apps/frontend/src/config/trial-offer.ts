import { TRIAL_QUESTIONS } from '@buildmentor/contracts/limits';

/*
 * Apart from config/product.ts, which the entry chunk loads: only the lazy landing and auth
 * chunks need these, so the limits stay out of the landing's initial script.
 */

/** The free trial as the landing page's band and the sign-up form offer it (spec section 2). */
export const FREE_TRIAL_OFFER = `Start with ${TRIAL_QUESTIONS} free questions. No credit card required.`;
