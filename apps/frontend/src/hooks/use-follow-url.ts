import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes to a URL the server handed back (a checkout page, a return link). One of our own pages is
 * opened by the router, keeping the session and query cache; anything else (the payment
 * provider's hosted checkout) is a full page load.
 */
export function useFollowUrl(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin)
        navigate(`${target.pathname}${target.search}${target.hash}`);
      else window.location.assign(target.href);
    },
    [navigate],
  );
}
