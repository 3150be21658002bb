/** Spec section 9: session storage flag of a dismissed panel. */
export const EXAMPLES_DISMISSED_KEY = 'examples_dismissed';

/** Whether the examples panel was dismissed this session (then it neither shows nor loads). */
export function examplesDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(EXAMPLES_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberExamplesDismissed(dismissed: boolean): void {
  try {
    if (dismissed) window.sessionStorage.setItem(EXAMPLES_DISMISSED_KEY, 'true');
    else window.sessionStorage.removeItem(EXAMPLES_DISMISSED_KEY);
  } catch {
    // Without storage the panel is dismissed for this page view only.
  }
}
