import type { QueryStateProps } from '../../../components/ui/query-state';
import { errorDetail } from './format';

/** The console's look for a query's states: muted status and empty lines, a red failure. */
export const ADMIN_STATE_CLASSES = { note: 'admin-muted', alert: 'admin-error' };

/** The console's wording for a query's states: "Loading users…", "Could not load users: …". */
export function adminQueryStates(
  label: string,
): Pick<QueryStateProps<unknown>, 'loading' | 'failed' | 'classNames'> {
  return {
    loading: `Loading ${label}…`,
    failed: (error) => `Could not load ${label}: ${errorDetail(error)}`,
    classNames: ADMIN_STATE_CLASSES,
  };
}
