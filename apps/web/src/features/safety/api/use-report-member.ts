import { useMutation } from '@tanstack/react-query';
import { reportCreatedSchema, type ReportRequest } from '@cofound/shared/safety/safety.schemas';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/reports: a profile, or one of its messages, with a reason. */
export function useReportMember() {
  return useMutation({
    mutationFn: (report: ReportRequest) =>
      apiFetch('/api/reports', { method: 'POST', body: report, schema: reportCreatedSchema }),
  });
}
