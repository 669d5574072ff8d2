import { useMutation } from '@tanstack/react-query';
import { adminRevenueExportUrl } from '@cofound/shared/admin/admin-revenue.contract';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { downloadFile } from '../../../lib/download-file';

/** Downloads the period's transactions as the CSV the server writes. */
export function useDownloadRevenueCsv() {
  return useMutation({
    mutationFn: (period: AdminPeriod) =>
      downloadFile(adminRevenueExportUrl(period), {
        fallbackName: `cofound-revenue-${period}.csv`,
      }),
  });
}
