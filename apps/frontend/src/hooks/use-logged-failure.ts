import { useEffect } from 'react';

/**
 * Logs a failed load, once per error, for the loads spec section 8 says are "only logged": the
 * screen keeps its defaults (or shows nothing), and the console keeps the reason.
 */
export function useLoggedFailure(
  { isError, error }: { isError: boolean; error: unknown },
  message: string,
): void {
  useEffect(() => {
    if (isError) console.error(message, error);
  }, [isError, error, message]);
}
