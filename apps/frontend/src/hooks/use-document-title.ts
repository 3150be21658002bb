import { useEffect } from 'react';
import { pageTitle } from '../config/product';

/** Sets '<Page> | BuildMentor' while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
