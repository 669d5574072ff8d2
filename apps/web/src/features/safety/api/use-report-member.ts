import { useMutation } from '@tanstack/react-query';
import type { ReportRequest } from '@cofound/shared/safety/safety.schemas';
import { safetyContract } from '@cofound/shared/safety/safety.contract';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Reports a profile, or one of its messages, with a reason. */
export function useReportMember() {
  return useMutation({
    mutationFn: (report: ReportRequest) => callEndpoint(safetyContract.report, { body: report }),
  });
}
