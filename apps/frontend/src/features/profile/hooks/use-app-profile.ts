import type { ProfileResponse } from '@buildmentor/contracts';
import { useLoggedFailure } from '../../../hooks/use-logged-failure';
import { demoProfile, useProfile } from '../api/get-profile';

interface AppProfileInput {
  uid: string;
  email: string;
  token: string | null;
  /** The automatic demo user of a first visit. */
  automatic: boolean;
}

export type AppProfile = { loading: true; profile: null } | { loading: false; profile: ProfileResponse };

/**
 * The profile the app shell decides with (spec section 4, Profile loading): it loads when a user
 * and a token exist; the automatic demo user uses the default demo profile and makes no call; if
 * the call fails, the demo profile (onboarding completed) is used, so the user still reaches the
 * chat, and the failure is only logged.
 */
export function useAppProfile({ uid, email, token, automatic }: AppProfileInput): AppProfile {
  const usesServer = !automatic && token !== null;
  const query = useProfile({ enabled: usesServer });
  const failed = usesServer && query.isError && query.data === undefined;

  useLoggedFailure(
    { isError: failed, error: query.error },
    'Could not load the profile; using the demo profile',
  );

  // Another screen may load this user's real profile into the same cache entry; the automatic
  // user's shell still ignores it, as the spec says it makes no profile call of its own.
  if (!usesServer || failed) return { loading: false, profile: demoProfile(uid, email) };
  if (query.data === undefined) return { loading: true, profile: null };
  return { loading: false, profile: query.data };
}
