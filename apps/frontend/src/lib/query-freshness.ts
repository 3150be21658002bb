/**
 * A read this recent counts as made on mount, for data that is otherwise re-read whenever a screen
 * shows it: a page's reads started while its code downloads (router.tsx) are not repeated when it
 * renders. Changes the user makes invalidate their reads explicitly, whatever their age.
 */
export const JUST_READ_MS = 2_000;
