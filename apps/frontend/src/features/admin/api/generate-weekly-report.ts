import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeeklyReportResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** POST /api/admin/reports/weekly: the 7 days ending today (Sydney). */
export function generateWeeklyReport(): Promise<WeeklyReportResponse> {
  return api.post<WeeklyReportResponse>('/admin/reports/weekly', {});
}

export function useGenerateWeeklyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateWeeklyReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
