import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesRequest, SaveResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** POST /api/user/preferences (spec section 3, the preferences save payload). */
export function updatePreferences(body: PreferencesRequest): Promise<SaveResponse> {
  return api.post<SaveResponse>('/user/preferences', body);
}

/** Saves, then refetches the profile (read-your-writes through the response's position). */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
