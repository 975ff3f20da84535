import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAction } from '../../../../contract/audit';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../../../contract/audit';
import type { Report, ReportInterval } from '../../../../contract/reports';
import { type LowStockItem } from '../../../../contract/stock-alerts';
import { STOCK_ALERT_TEXT, AUDIT_TEXT, REPORT_TEXT } from '../../../../contract/messages/back-office';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

// The back office's reading calls beyond the original shop: low stock, reports and the audit trail.

export function useLowStock() {
  return useQuery({
    queryKey: queryKeys.admin.lowStock,
    queryFn: ({ signal }) =>
      api.get<LowStockItem[]>('/admin/lowStock', { signal, fallback: STOCK_ALERT_TEXT.lowStockTitle }),
  });
}

export function useReport(range: { from: string; to: string; interval: ReportInterval }) {
  const query = new URLSearchParams(range).toString();
  return useQuery({
    queryKey: queryKeys.admin.reports(query),
    queryFn: ({ signal }) =>
      api.get<Report>(`/admin/reports?${query}`, { signal, fallback: REPORT_TEXT.loadFailed }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditTrail(page: number, action: AuditAction | '') {
  const query = `page=${page}&limit=${AUDIT_PAGE_SIZE}${action ? `&action=${action}` : ''}`;
  return useQuery({
    queryKey: queryKeys.admin.audit(query),
    queryFn: ({ signal }) =>
      api.get<{ entries: AuditEntry[]; totalPages: number }>(`/admin/audit?${query}`, {
        signal,
        fallback: AUDIT_TEXT.loadFailed,
      }),
    placeholderData: keepPreviousData,
  });
}
