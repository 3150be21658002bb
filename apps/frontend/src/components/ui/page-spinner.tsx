import { Spinner } from './spinner';

/** Shown while a route's code chunk downloads; short-lived, so it stays quiet and small. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status">
      <Spinner />
      <span className="visually-hidden">Loading page</span>
    </div>
  );
}
