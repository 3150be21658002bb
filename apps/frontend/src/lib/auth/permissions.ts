import type { Role } from '@buildmentor/contracts';

/**
 * Spec section 6, "Client-side roles". They decide what the UI shows, nothing more: the server
 * checks every request itself. The role comes from the server (it is signed into the token).
 */
export interface PermissionSet {
  canAccessAdmin: boolean;
  canManageUsers: boolean;
  canViewAnalytics: boolean;
  canModifySettings: boolean;
  canAccessAllFeatures: boolean;
  /** Questions allowed; null means no limit. */
  questionLimit: number | null;
}

/** admin: everything, no limit; beta_tester: all features only, 10 questions; user: no set. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, PermissionSet | null>> = {
  admin: {
    canAccessAdmin: true,
    canManageUsers: true,
    canViewAnalytics: true,
    canModifySettings: true,
    canAccessAllFeatures: true,
    questionLimit: null,
  },
  beta_tester: {
    canAccessAdmin: false,
    canManageUsers: false,
    canViewAnalytics: false,
    canModifySettings: false,
    canAccessAllFeatures: true,
    questionLimit: 10,
  },
  user: null,
};

/** Spec section 9: the default question limit. */
export const DEFAULT_QUESTION_LIMIT = 3;

/** The permission set of a role; a signed-out visitor (no role) and a plain user have none. */
export function permissionsFor(role: Role | null | undefined): PermissionSet | null {
  return role ? ROLE_PERMISSIONS[role] : null;
}

const FEATURE_PERMISSIONS: Readonly<Record<string, keyof Omit<PermissionSet, 'questionLimit'>>> = {
  admin: 'canAccessAdmin',
  analytics: 'canViewAnalytics',
  settings: 'canModifySettings',
  user_management: 'canManageUsers',
};

/**
 * The spec's access check: admin, analytics, settings and user_management map to their own
 * permission; any other feature key to canAccessAllFeatures. No permission set means denied.
 */
export function canAccess(role: Role | null | undefined, feature: string): boolean {
  const permissions = permissionsFor(role);
  if (!permissions) return false;
  const key = Object.hasOwn(FEATURE_PERMISSIONS, feature)
    ? FEATURE_PERMISSIONS[feature]!
    : 'canAccessAllFeatures';
  return permissions[key];
}

/**
 * The spec's question limit: 3 when there is no permission set or no limit. That includes admins,
 * whose set has no limit: the original falls back to 3 for them too, and we keep what users see.
 */
export function questionLimitFor(role: Role | null | undefined): number {
  return permissionsFor(role)?.questionLimit ?? DEFAULT_QUESTION_LIMIT;
}
