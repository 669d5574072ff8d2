import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toolkitContract } from '@cofound/shared/toolkit/toolkit.contract';
import type {
  ProjectionInputValues,
  VestingInputValues,
} from '@cofound/shared/toolkit/toolkit.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { toolkitQueryKeys } from './toolkit-query-keys';

/**
 * The vesting schedule the server computes for valid inputs (null while the form has errors);
 * the last schedule stays on screen while the next one is on its way.
 */
export function useVestingSchedule(input: VestingInputValues | null) {
  return useQuery({
    queryKey: toolkitQueryKeys.vesting(input),
    queryFn: ({ signal }) =>
      callEndpoint(toolkitContract.vestingSchedule, { body: input! }, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** The 36-month projection the server computes for valid inputs (null while the form has errors). */
export function useFinancialProjection(input: ProjectionInputValues | null) {
  return useQuery({
    queryKey: toolkitQueryKeys.projections(input),
    queryFn: ({ signal }) =>
      callEndpoint(toolkitContract.financialProjections, { body: input! }, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
