import { useQuery } from '@tanstack/react-query';
import { successPredictionContract } from '@cofound/shared/success-prediction/success-prediction.contract';
import { callEndpoint } from '../../../lib/call-endpoint';

export const successPredictionQueryKeys = {
  pair: (profileId: string) => ['success-prediction', profileId] as const,
};

/** GET /api/success-prediction/{profileId}: how likely you and this member are to build well. */
export function useSuccessPrediction(profileId: string, enabled = true) {
  return useQuery({
    queryKey: successPredictionQueryKeys.pair(profileId),
    queryFn: ({ signal }) =>
      callEndpoint(successPredictionContract.get, { params: { profileId } }, { signal }),
    enabled,
  });
}
