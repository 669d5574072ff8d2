import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { adminReportsContract } from '@cofound/shared/admin/admin-reports.contract';
import type {
  AdminReportDecisionInput,
  AdminReportsPage,
} from '@cofound/shared/admin/admin-reports.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { isApiError } from '../../../lib/api-error';
import { adminQueryKeys } from './admin-query-keys';

/**
 * Decides a report (PUT /api/admin/reports/:reportId). It leaves the open list at once; the
 * lists, the count, the audit log and the member are read again. A report someone else decided
 * first (409) reads the lists again too.
 */
export function useDecideReport(reportId: string) {
  const queryClient = useQueryClient();
  const readAgain = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.reportLists }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.openReportsCount }),
    ]);
  return useMutation({
    mutationFn: (decision: AdminReportDecisionInput) =>
      callEndpoint(adminReportsContract.decide, { params: { reportId }, body: decision }),
    onSuccess: (decided) => {
      queryClient.setQueryData<InfiniteData<AdminReportsPage>>(
        adminQueryKeys.reportList('open'),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((report) => report.id !== decided.id),
            })),
          },
      );
      void readAgain();
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.auditLog });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.memberLists });
      void queryClient.invalidateQueries({
        queryKey: adminQueryKeys.member(decided.reported.userId),
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'CONFLICT') void readAgain();
    },
  });
}
