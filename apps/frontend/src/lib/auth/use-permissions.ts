import { useAuth } from './auth-context';
import { canAccess, permissionsFor, questionLimitFor, type PermissionSet } from './permissions';

export interface Permissions {
  /** The signed-in user's permission set (null: a plain user, or nobody signed in). */
  set: PermissionSet | null;
  canAccessAdmin: boolean;
  questionLimit: number;
  canAccess(feature: string): boolean;
}

/** The current user's client-side permissions (spec section 6), for deciding what to show. */
export function usePermissions(): Permissions {
  const role = useAuth().user?.role ?? null;
  const set = permissionsFor(role);
  return {
    set,
    canAccessAdmin: set?.canAccessAdmin ?? false,
    questionLimit: questionLimitFor(role),
    canAccess: (feature) => canAccess(role, feature),
  };
}
