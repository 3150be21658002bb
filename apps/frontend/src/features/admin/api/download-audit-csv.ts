import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { auditQuery, type AuditFilters } from './get-audit';

/** GET /api/admin/audit?format=csv: the same filters, as a file (needs the bearer header). */
export function downloadAuditCsv(filters: AuditFilters): Promise<Blob> {
  return api.getBlob('/admin/audit', { query: { ...auditQuery(filters), format: 'csv' } });
}

export function useDownloadAuditCsv() {
  return useMutation({
    mutationFn: async (filters: AuditFilters) => saveBlob(await downloadAuditCsv(filters), 'audit.csv'),
  });
}
