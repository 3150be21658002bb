import { useState } from 'react';

/**
 * Spec section 2: the variant switcher panel exists but its visibility flag is always false. It
 * stays in the code for marketing to preview variants in development builds.
 */
export const SHOW_VARIANT_SWITCHER = false;

/**
 * Whether the switcher panel shows. Whatever it was set to, it goes back to hidden when the
 * signed-in user changes (another person at the same screen must not inherit the preview).
 */
export function useVariantSwitcherVisibility(userKey: string | null): [boolean, (visible: boolean) => void] {
  const [visible, setVisible] = useState(SHOW_VARIANT_SWITCHER);
  const [seenUser, setSeenUser] = useState(userKey);
  // Adjusting state while rendering (not in an effect) avoids one frame with the stale panel.
  if (seenUser !== userKey) {
    setSeenUser(userKey);
    setVisible(SHOW_VARIANT_SWITCHER);
  }
  return [visible, setVisible];
}
