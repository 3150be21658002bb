import { canAccess, permissionsFor, questionLimitFor } from './permissions';

describe('client-side permissions (spec section 6)', () => {
  it('gives admins every permission and no question limit in their set', () => {
    expect(permissionsFor('admin')).toEqual({
      canAccessAdmin: true,
      canManageUsers: true,
      canViewAnalytics: true,
      canModifySettings: true,
      canAccessAllFeatures: true,
      questionLimit: null,
    });
  });

  it('gives beta testers all features only, with a limit of 10 questions', () => {
    expect(permissionsFor('beta_tester')).toEqual({
      canAccessAdmin: false,
      canManageUsers: false,
      canViewAnalytics: false,
      canModifySettings: false,
      canAccessAllFeatures: true,
      questionLimit: 10,
    });
  });

  it('gives a plain user, and a signed-out visitor, no permission set', () => {
    expect(permissionsFor('user')).toBeNull();
    expect(permissionsFor(null)).toBeNull();
    expect(permissionsFor(undefined)).toBeNull();
  });

  it.each(['admin', 'analytics', 'settings', 'user_management'])(
    'maps the %s check to its own permission, not to all features',
    (feature) => {
      expect(canAccess('admin', feature)).toBe(true);
      // A beta tester has all features but none of these four.
      expect(canAccess('beta_tester', feature)).toBe(false);
    },
  );

  it('maps any other feature key to canAccessAllFeatures', () => {
    expect(canAccess('beta_tester', 'enhanced_chat')).toBe(true);
    expect(canAccess('admin', 'knowledge_vault')).toBe(true);
    // Keys that only look like permissions are still "other features".
    expect(canAccess('beta_tester', 'toString')).toBe(true);
  });

  it('denies every check without a permission set', () => {
    for (const feature of ['admin', 'analytics', 'settings', 'user_management', 'enhanced_chat']) {
      expect(canAccess('user', feature)).toBe(false);
      expect(canAccess(null, feature)).toBe(false);
    }
  });

  it('limits questions to 3 without a set or without a limit, admins included, and beta testers to 10', () => {
    expect(questionLimitFor('user')).toBe(3);
    expect(questionLimitFor(null)).toBe(3);
    expect(questionLimitFor('admin')).toBe(3);
    expect(questionLimitFor('beta_tester')).toBe(10);
  });
});
