import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeeklyReportListResponse } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './query-keys';

/** GET /api/admin/reports: the weekly reports generated so far, newest first. */
export function getWeeklyReports(signal?: AbortSignal): Promise<WeeklyReportListResponse> {
  return api.get<WeeklyReportListResponse>('/admin/reports', { signal });
}

export const weeklyReportsQueryKey = [...adminQueryKey, 'reports'] as const;

export function useWeeklyReports() {
  return useQuery(
    queryOptions({ queryKey: weeklyReportsQueryKey, queryFn: ({ signal }) => getWeeklyReports(signal) }),
  );
}
