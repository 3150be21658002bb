import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element the URL's hash names once the page has rendered. Needed when another
 * page links to '/#features': the router changes the URL, but the browser's own jump to the
 * anchor happened before the lazily loaded landing was in the document.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.();
  }, [hash]);
}
