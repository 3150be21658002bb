import { useCallback, useRef, useState } from 'react';
import { useStartCheckout } from '../api/start-checkout';
import { CHECKOUT_MESSAGES, checkoutErrorMessage } from '../utils/checkout-error-message';

interface UseCheckoutOptions {
  signedIn: boolean;
  /** An anonymous visitor choosing a plan (spec section 6: they go to /auth, then to its checkout). */
  onSignInRequired: (packageId: string) => void;
  /** Where the server sends the buyer: the checkout page, or /chat for Starter. */
  onRedirect: (url: string) => void;
}

export interface Checkout {
  /** The plan whose checkout is running, or null when idle. */
  processing: string | null;
  error: string | null;
  choose: (packageId: string) => void;
}

/**
 * Spec section 4, Checkout: idle, processing for the chosen package (other clicks ignored), then
 * redirect or error. The ref guards against two clicks landing before React re-renders.
 */
export function useCheckout({ signedIn, onSignInRequired, onRedirect }: UseCheckoutOptions): Checkout {
  const { mutateAsync } = useStartCheckout();
  const running = useRef(false);
  const [processing, setProcessing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = useCallback(
    (packageId: string) => {
      if (running.current) return;
      if (!signedIn) {
        onSignInRequired(packageId);
        return;
      }
      running.current = true;
      setProcessing(packageId);
      setError(null);
      const fail = (message: string) => {
        running.current = false;
        setProcessing(null);
        setError(message);
      };
      mutateAsync({ package_id: packageId, origin_url: window.location.origin }).then(
        (result) => {
          if (!result?.checkout_url) return fail(CHECKOUT_MESSAGES.noCheckoutUrl);
          // Stays "processing" while the browser leaves for the checkout page.
          onRedirect(result.checkout_url);
        },
        (cause: unknown) => fail(checkoutErrorMessage(cause)),
      );
    },
    [mutateAsync, onRedirect, onSignInRequired, signedIn],
  );

  return { processing, error, choose };
}
