import { Download } from 'lucide-react';
import { adminRevenueExportUrl } from '@cofound/shared/admin/admin-revenue.contract';
import { adminRevenueMessages } from '@cofound/shared/admin/admin-revenue.schemas';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { buttonStyles } from '../../../components/ui/button-styles';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { useDownloadRevenueCsv } from '../api/use-download-revenue-csv';

/**
 * 'Export CSV': a link to the period's file, fetched by the page so that a failure shows in
 * words instead of being saved as the file.
 */
export function RevenueExportLink({ period }: { period: AdminPeriod }) {
  const download = useDownloadRevenueCsv();
  return (
    <a
      href={adminRevenueExportUrl(period)}
      download
      aria-busy={download.isPending || undefined}
      className={buttonStyles({ variant: 'secondary', className: 'w-full sm:w-auto' })}
      onClick={(event) => {
        event.preventDefault();
        if (download.isPending) return;
        download.mutate(period, {
          onError: (error) => toast.error(failureMessage(error, adminRevenueMessages.exportFailed)),
        });
      }}
    >
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  );
}
