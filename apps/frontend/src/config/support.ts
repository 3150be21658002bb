/**
 * Spec section 9: support hours and response times. The help, contact and feedback pages all
 * state them, so they are spelled once here.
 */
export const SUPPORT_HOURS = 'Mon-Fri 9:00-5:00 AEST';

export interface ResponseTime {
  label: string;
  time: string;
}

/** How quickly each kind of message is answered. */
export const RESPONSE_TIMES: readonly ResponseTime[] = [
  { label: 'General support', time: '24 h' },
  { label: 'Account issues', time: '12 h' },
  { label: 'Urgent issues', time: '4 h' },
];

/** How quickly feedback is looked at. */
export const FEEDBACK_REVIEW_TIMES: readonly ResponseTime[] = [
  { label: 'Feedback reviewed within', time: '48 h' },
  { label: 'Bug reports reviewed within', time: '24 h' },
];

/** Copyright and takedown reports (partner upload policy, help centre). */
export const COPYRIGHT_RESPONSE_TIME = '48 h';
