import { useMutation } from '@tanstack/react-query';
import type { OnboardingRequest, SaveResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/user/onboarding (spec section 3, the onboarding payload). */
export function completeOnboarding(body: OnboardingRequest): Promise<SaveResponse> {
  return api.post<SaveResponse>('/user/onboarding', body);
}

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}
