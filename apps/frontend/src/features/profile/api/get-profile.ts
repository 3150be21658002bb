import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfilePreferences, ProfileResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { JUST_READ_MS } from '../../../lib/query-freshness';

/** GET /api/user/profile: identity, onboarding state and personalisation preferences. */
export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return api.get<ProfileResponse>('/user/profile', { signal });
}

/** No preference chosen yet: a new account's, and the demo profile's. */
export const EMPTY_PREFERENCES: ProfilePreferences = {
  industry_sectors: [],
  disciplines: [],
  experience_level: null,
  company_type: null,
  custom_instructions: '',
};

export const profileQueryKey = ['user', 'profile'] as const;

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    // The profile screen "loads on mount" (spec section 2): a cached copy is shown, then refreshed
    // (unless it was read a moment ago, e.g. while the chat's code downloaded).
    staleTime: JUST_READ_MS,
  });
}

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}

/**
 * Refetches the profile after a save. The API client sends the save's position as
 * X-Min-Position, so the answer already includes it.
 */
export function useRefreshProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileQueryKey });
}

/**
 * Spec section 3: the default or demo profile (also the fallback when the profile cannot be
 * loaded, so the user still reaches the chat).
 */
export function demoProfile(uid: string, email: string): ProfileResponse {
  return {
    uid,
    email,
    email_verified: true,
    name: 'Demo User',
    profession: 'Construction Professional',
    sector: 'Demo',
    use_case: 'Testing',
    onboarding_completed: true,
    preferences: EMPTY_PREFERENCES,
  };
}
