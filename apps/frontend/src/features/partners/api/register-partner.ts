import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerRegistrationRequest, PartnerRegistrationResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { myPartnerQueryKey } from './get-my-partner';

/** POST /api/partners/register: a partnership application, pending admin review. */
export function registerPartner(body: PartnerRegistrationRequest): Promise<PartnerRegistrationResponse> {
  return api.post<PartnerRegistrationResponse>('/partners/register', body);
}

/** Applies, then refetches the applicant's status (read-your-writes through the position). */
export function useRegisterPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPartnerQueryKey }),
  });
}
